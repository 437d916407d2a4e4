import type { Canteen, Plan, PlanInput, PortalArticle } from '@portal/contracts';
import { Button, CheckboxField, DataTable, TextField } from '@portal/ui';
import { useId, useState } from 'react';
import type { Range, Versioned } from './api';
import { LoadState, RangeFields, useEnv, useLoad } from './common';
import { addDays, dayIn, formatDay, formatTimeIn, isDate, mondayOf, wallClockIn } from './dates';
import { ActionButtons, DeleteDialog, EditDialog, RecordList, useRecordDialogs, useVersionedSave } from './Editing';
import { messageFor } from './problems';
import { fill } from './texts';

/** Meal plans of a period: their day, deadline and articles; create, edit (If-Match), delete. */
export function Plans({ canteen, version }: { canteen: Canteen; version: number }) {
  const { t, api, intl, locale, context } = useEnv();
  const [range, setRange] = useState<Range>(() => {
    const monday = mondayOf(dayIn(Date.now(), canteen.timeZone));
    return { from: monday, to: addDays(monday, 13) };
  });
  const loaded = useLoad(
    () => api.plans(canteen.applicationId, range),
    [api, canteen.applicationId, range.from, range.to],
  );
  const articles = useLoad(() => api.articles(canteen.applicationId), [api, canteen.applicationId, version]);
  const dialogs = useRecordDialogs((id) => api.plan(canteen.applicationId, id), loaded.reload);
  const plans = [...(loaded.data ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const headingId = useId();
  const [switching, setSwitching] = useState<string>();
  /** Closing makes the plan's orders final (cooked and billed as they stand); the kitchen may reopen it. */
  const setClosed = async (plan: Plan, closed: boolean) => {
    setSwitching(plan.id);
    try {
      await api.setPlanClosed(canteen.applicationId, plan.id, closed);
      const name = `${plan.name} ${formatDay(plan.date, intl, 'short')}`;
      context.notify({ kind: 'success', text: fill(closed ? t.planClosedDone : t.planReopenedDone, { name }) });
      loaded.reload();
    } catch (error) {
      context.notify({ kind: 'error', text: messageFor(error, t) });
    } finally {
      setSwitching(undefined);
    }
  };

  return (
    <RecordList headingId={headingId} title={t.plansTitle} newLabel={t.newPlan} onNew={dialogs.create}>
      <RangeFields initial={range} onShow={setRange} />
      <LoadState loaded={loaded}>
        {plans.length === 0 ? (
          <p>{t.noPlansStaff}</p>
        ) : (
          <DataTable
            label={t.plansTitle}
            labelledBy={headingId}
            locale={locale}
            rows={plans}
            rowKey={(plan) => String(plan.id)}
            rowAttributes={(plan) => ({ 'data-date': plan.date })}
            columns={[
              {
                key: 'date',
                header: t.date,
                rowHeader: true,
                cell: (plan) => (
                  <>
                    {formatDay(plan.date, intl, 'short')}
                    <br />
                    <span className="cn-muted">
                      {plan.name} · {fill(t.itemCount, { count: plan.planDetails.length })}
                    </span>
                  </>
                ),
              },
              {
                key: 'orderableUntil',
                header: t.orderableUntil,
                cell: (plan) => formatTimeIn(plan.orderableUntil, canteen.timeZone, intl, plan.date),
              },
              {
                key: 'closed',
                header: t.planClosedBadge,
                cell: (plan) => (
                  <>
                    {plan.closedAt && <span className="cn-badge">{t.planClosedBadge}</span>}{' '}
                    <Button
                      disabled={switching === plan.id}
                      aria-label={fill(plan.closedAt ? t.reopenPlanOf : t.closePlanOf, {
                        name: `${plan.name} ${formatDay(plan.date, intl, 'short')}`,
                      })}
                      onClick={() => void setClosed(plan, !plan.closedAt)}
                    >
                      {plan.closedAt ? t.reopenPlan : t.closePlan}
                    </Button>
                  </>
                ),
              },
              {
                key: 'actions',
                header: t.actions,
                cell: (plan) => (
                  <ActionButtons
                    what={`${plan.name} ${formatDay(plan.date, intl, 'short')}`}
                    onEdit={() => dialogs.edit(plan)}
                    onDelete={() => dialogs.askDelete(plan)}
                  />
                ),
              },
            ]}
          />
        )}
      </LoadState>
      {dialogs.editing && (
        <PlanDialog
          canteen={canteen}
          plan={dialogs.editing.record}
          articles={(articles.data ?? []).filter((a) => !a.isDefault)}
          onClose={dialogs.closeEditor}
          onSaved={() => {
            dialogs.closeEditor();
            loaded.reload();
          }}
        />
      )}
      <DeleteDialog
        record={dialogs.deleting}
        title={t.confirmDeletePlanTitle}
        message={fill(t.confirmDeletePlan, { day: dialogs.deleting ? formatDay(dialogs.deleting.date, intl) : '' })}
        remove={async (plan) => {
          await api.deletePlan(canteen.applicationId, plan.id);
          return fill(t.planDeleted, { day: formatDay(plan.date, intl) });
        }}
        onClose={dialogs.closeDelete}
        onDone={loaded.reload}
      />
    </RecordList>
  );
}

/** `2025-03-03T09:30` from a datetime-local field → a wall-clock time the server reads in the canteen's zone. */
function wallClock(value: string): string | undefined {
  return value ? (value.length === 16 ? `${value}:00` : value) : undefined;
}

/** A time on the canteen's clock, whatever the device's zone (the hint names the canteen's). */
function WallClockField({
  label,
  value,
  hint,
  onChange,
}: {
  label: string;
  value: string;
  hint: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="datetime-local"
      value={value}
      hint={hint}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function PlanDialog({
  canteen,
  plan,
  articles,
  onClose,
  onSaved,
}: {
  canteen: Canteen;
  plan: Versioned<Plan> | undefined;
  articles: readonly PortalArticle[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, api, intl } = useEnv();
  const saving = useVersionedSave(plan, (id) => api.plan(canteen.applicationId, id));
  const current = plan?.value;
  const [date, setDate] = useState(current?.date ?? '');
  const [name, setName] = useState(current?.name ?? 'Mittagsmenü');
  const [includeDefaults, setIncludeDefaults] = useState(current?.includeDefaultArticles ?? true);
  const [visibleFrom, setVisibleFrom] = useState(current ? wallClockIn(current.visibleFrom, canteen.timeZone) : '');
  const [orderableUntil, setOrderableUntil] = useState(
    current ? wallClockIn(current.orderableUntil, canteen.timeZone) : '',
  );
  const [items, setItems] = useState<string[]>(
    current?.planDetails.filter((d) => d.id !== null).map((d) => d.articleId) ?? [],
  );
  // Listed articles stay choosable even if deleted since, so saving does not silently drop them.
  const choices = [
    ...articles.map((a) => ({ id: a.id, name: a.name })),
    ...(current?.planDetails ?? [])
      .filter((d) => d.id !== null && !articles.some((a) => a.id === d.articleId))
      .map((d) => ({ id: d.articleId, name: d.articleName })),
  ];
  const hint = fill(t.timesHint, { zone: canteen.timeZone });

  const save = () =>
    saving.save({
      valid: isDate(date) && Boolean(name.trim()),
      send: async (etag) => {
        const body: PlanInput = {
          date,
          name: name.trim(),
          includeDefaultArticles: includeDefaults,
          planDetails: items.map((articleId) => ({ articleId })),
          ...(wallClock(visibleFrom) ? { visibleFrom: wallClock(visibleFrom)! } : {}),
          ...(wallClock(orderableUntil) ? { orderableUntil: wallClock(orderableUntil)! } : {}),
        };
        const day = formatDay(date, intl);
        if (!plan) {
          await api.createPlan(canteen.applicationId, body);
          return fill(t.planCreated, { day });
        }
        await api.updatePlan(canteen.applicationId, plan.value.id, body, etag);
        return fill(t.planSaved, { day });
      },
      fields: {
        'body.date': t.date,
        'body.name': t.planName,
        'body.visibleFrom': t.visibleFrom,
        'body.orderableUntil': t.orderableUntil,
        'body.planDetails': t.planItems,
      },
      onSaved,
    });

  return (
    <EditDialog
      title={plan ? t.editPlan : t.newPlan}
      saving={saving}
      storedNow={(stored) => (
        <>
          <li>
            {t.date}: {formatDay(stored.date, intl)} · {stored.name}
          </li>
          <li>
            {t.visibleFrom}: {formatTimeIn(stored.visibleFrom, canteen.timeZone, intl)}
          </li>
          <li>
            {t.orderableUntil}: {formatTimeIn(stored.orderableUntil, canteen.timeZone, intl)}
          </li>
          <li>
            {t.planItems}: {stored.planDetails.map((d) => d.articleName).join(', ')}
          </li>
        </>
      )}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <TextField
        label={t.date}
        type="date"
        value={date}
        required
        error={saving.tried && !isDate(date) ? t.dateRequired : undefined}
        onChange={(e) => setDate(e.target.value)}
      />
      <TextField
        label={t.planName}
        value={name}
        required
        maxLength={200}
        error={saving.tried && !name.trim() ? t.nameRequired : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <WallClockField label={t.visibleFrom} value={visibleFrom} hint={hint} onChange={setVisibleFrom} />
      <WallClockField label={t.orderableUntil} value={orderableUntil} hint={hint} onChange={setOrderableUntil} />
      <CheckboxField
        label={t.includeDefaultArticles}
        checked={includeDefaults}
        onChange={(e) => setIncludeDefaults(e.target.checked)}
      />
      <fieldset className="cn-plan-items">
        <legend>{t.planItems}</legend>
        {choices.length === 0 && <p>{t.noArticles}</p>}
        {choices.map((article) => (
          <CheckboxField
            key={article.id}
            label={article.name}
            checked={items.includes(article.id)}
            onChange={(e) =>
              setItems((list) => (e.target.checked ? [...list, article.id] : list.filter((id) => id !== article.id)))
            }
          />
        ))}
      </fieldset>
    </EditDialog>
  );
}
