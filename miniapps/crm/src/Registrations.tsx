import { API, CRM_USER_STATUS, type RegistrationEntry } from '@portal/contracts';
import { Button, Card, DataTable, Select } from '@portal/ui';
import { useState } from 'react';
import { type Env, useAnswer, useEnv, Waiting } from './common';
import { messageFor } from './problems';
import { fill } from './texts';

const PAGE_SIZE = 20;
const WAITING = CRM_USER_STATUS.ExistsAsWebRegistration;
const APPROVED = CRM_USER_STATUS.ExistsAsContactCmsEnabled;
const REJECTED = CRM_USER_STATUS.ExistsAsContactCmsDisabled;

/** What a clerk may decide, and the buttons' words: each but the status the registration is in. */
const DECISIONS = [
  { status: APPROVED, label: 'approve', labelWho: 'approveWho' },
  { status: REJECTED, label: 'reject', labelWho: 'rejectWho' },
  { status: WAITING, label: 'reopen', labelWho: 'reopenWho' },
] as const;

/** Whether the signed-in person reviews registrations (the clerk's resource). */
export function isClerk({ context }: Pick<Env, 'context'>): boolean {
  return context.permissions.has(API.crmRegistration.id);
}

/**
 * The CRM clerk's screen: confirmed registrations by status, a page at a time, each approved
 * (1 → 2), rejected (→ 3) or moved back to review (→ 1). A decision names the version it was made
 * on; when someone else decided meanwhile, the list is read again and says so.
 */
export function Registrations() {
  const env = useEnv();
  const { t, api, locale } = env;
  const [status, setStatus] = useState<number | undefined>(WAITING);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ text: string; problem: boolean } | undefined>();
  const list = useAnswer(() => api.registrations(status, page, PAGE_SIZE), [api, status, page]);
  if (!isClerk(env)) {
    return (
      <Card title={t.reviewTitle}>
        <p>{t.errForbidden}</p>
      </Card>
    );
  }
  const decide = async (entry: RegistrationEntry, userStatus: 1 | 2 | 3) => {
    setNotice(undefined);
    try {
      await api.decide(entry.userId, userStatus, entry.version);
      setNotice({
        text: fill(t.reviewDone, {
          name: `${entry.firstName} ${entry.lastName}`,
          status: statusLabel(env, userStatus),
        }),
        problem: false,
      });
    } catch (error) {
      const stale = (error as { code?: unknown }).code === 'precondition_failed';
      setNotice({ text: stale ? t.reviewStale : messageFor(error, t, () => undefined), problem: true });
    }
    list.reload();
  };
  return (
    <Card title={t.reviewTitle}>
      <div className="crm-actions">
        <Select
          label={t.reviewFilter}
          value={status === undefined ? '' : String(status)}
          options={[
            { value: '', label: t.all },
            ...[WAITING, APPROVED, REJECTED].map((s) => ({ value: String(s), label: statusLabel(env, s) })),
          ]}
          onChange={(e) => {
            setStatus(e.target.value ? Number(e.target.value) : undefined);
            setPage(1);
          }}
        />
      </div>
      <p role="status" className={notice?.problem ? 'crm-problem crm-review-notice' : 'crm-review-notice'}>
        {notice?.text}
      </p>
      <Waiting answer={list}>
        {list.data && (
          <DataTable
            label={fill(t.reviewCount, { count: list.data.total })}
            className="crm-review"
            locale={locale}
            rows={list.data.items}
            rowKey={(entry) => entry.userId}
            rowAttributes={(entry) => ({ 'data-email': entry.email })}
            emptyText={t.reviewEmpty}
            paging={{ page, pageSize: PAGE_SIZE, total: list.data.total, onPage: setPage }}
            texts={{
              pagination: t.pagesLabel,
              previous: t.pagePrevious,
              next: t.pageNext,
              pageStatus: (page, pages) => fill(t.pageOf, { page, pages }),
            }}
            columns={[
              {
                key: 'name',
                header: t.colName,
                rowHeader: true,
                cell: (entry) =>
                  `${entry.firstName} ${entry.lastName}${entry.accountName ? ` (${entry.accountName})` : ''}`,
              },
              { key: 'email', header: t.fieldEmail, cell: (entry) => entry.email },
              { key: 'type', header: t.colType, cell: (entry) => typeLabel(env, entry.registrationType) },
              {
                key: 'place',
                header: t.colPlace,
                cell: (entry) => [entry.postalCode, entry.city, entry.country].filter(Boolean).join(' '),
              },
              {
                key: 'status',
                header: t.colStatus,
                className: 'crm-review-status',
                cell: (entry) => statusLabel(env, entry.userStatus),
              },
              {
                key: 'actions',
                header: t.colActions,
                cell: (entry) => (
                  <div className="crm-actions">
                    {entry.userStatus <= REJECTED &&
                      DECISIONS.filter((d) => d.status !== entry.userStatus).map((d) => (
                        <Button
                          key={d.status}
                          variant={d.status === APPROVED ? 'primary' : 'secondary'}
                          aria-label={fill(t[d.labelWho], { name: `${entry.firstName} ${entry.lastName}` })}
                          onClick={() => decide(entry, d.status)}
                        >
                          {t[d.label]}
                        </Button>
                      ))}
                  </div>
                ),
              },
            ]}
          />
        )}
      </Waiting>
    </Card>
  );
}

function statusLabel({ t }: Env, value: number): string {
  const key = `status${value}` as keyof typeof t;
  return value >= 1 && value <= 7 ? fill(t.statusValue, { value, name: t[key] }) : String(value);
}

function typeLabel({ t }: Env, type: RegistrationEntry['registrationType']): string {
  return type === 'endCustomer' ? t.kindEndCustomer : type === 'specialist' ? t.kindSpecialist : t.kindSimple;
}
