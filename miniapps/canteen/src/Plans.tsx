import type { Canteen, Plan, PlanInput, PortalArticle } from '@portal/contracts';
import { Button, CheckboxField, ConfirmDialog, Dialog, TextField } from '@portal/ui';
import { useId, useState } from 'react';
import type { Range, Versioned } from './api';
import { LoadState, RangeFields, useEnv, useLoad } from './common';
import { addDays, dayIn, formatDay, formatTimeIn, isDate, mondayOf, wallClockIn } from './dates';
import { asFailure, messageFor } from './problems';
import { fill } from './texts';

/** Meal plans of a period: their day, deadline and articles; create, edit (If-Match), delete. */
export function Plans({ canteen, version }: { canteen: Canteen; version: number }) {
  const { t, api, intl, context } = useEnv();
  const [range, setRange] = useState<Range>(() => {
    const monday = mondayOf(dayIn(Date.now(), canteen.timeZone));
    return { from: monday, to: addDays(monday, 13) };
  });
  const loaded = useLoad(
    () => api.plans(canteen.applicationId, range),
    [api, canteen.applicationId, range.from, range.to],
  );
  const articles = useLoad(() => api.articles(canteen.applicationId), [api, canteen.applicationId, version]);
  const [editing, setEditing] = useState<{ plan?: Versioned<Plan> } | undefined>();
  const [deleting, setDeleting] = useState<Plan>();
  const plans = [...(loaded.data ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const headingId = useId();

  const open = async (plan: Plan) => {
    try {
      setEditing({ plan: await api.plan(canteen.applicationId, plan.id) });
    } catch (error) {
      context.notify({ kind: 'error', text: messageFor(error, t) });
      loaded.reload();
    }
  };

  return (
    <section aria-labelledby={headingId} className="cn">
      <div className="cn-card__head">
        <h3 id={headingId}>{t.plansTitle}</h3>
        <Button variant="primary" onClick={() => setEditing({})}>
          {t.newPlan}
        </Button>
      </div>
      <RangeFields initial={range} onShow={setRange} />
      <LoadState loaded={loaded}>
        {plans.length === 0 ? (
          <p>{t.noPlansStaff}</p>
        ) : (
          <div className="cn-table-box">
            <table className="p-table" aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">{t.date}</th>
                  <th scope="col">{t.orderableUntil}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {plans.map((plan) => {
                  const day = formatDay(plan.date, intl, 'short');
                  return (
                    <tr key={plan.id}>
                      <th scope="row">
                        {day}
                        <br />
                        <span className="cn-muted">
                          {plan.name} · {fill(t.itemCount, { count: plan.planDetails.length })}
                        </span>
                      </th>
                      <td>{formatTimeIn(plan.orderableUntil, canteen.timeZone, intl, plan.date)}</td>
                      <td>
                        <div className="cn-actions">
                          <Button
                            icon="pencil"
                            aria-label={fill(t.editWhat, { what: `${plan.name} ${day}` })}
                            onClick={() => open(plan)}
                          >
                            <span className="cn-hide-narrow">{t.edit}</span>
                          </Button>
                          <Button
                            icon="trash"
                            aria-label={fill(t.deleteWhat, { what: `${plan.name} ${day}` })}
                            onClick={() => setDeleting(plan)}
                          >
                            <span className="cn-hide-narrow">{t.delete}</span>
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
      {editing && (
        <PlanDialog
          canteen={canteen}
          plan={editing.plan}
          articles={(articles.data ?? []).filter((a) => !a.isDefault)}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            loaded.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t.confirmDeletePlanTitle}
        message={fill(t.confirmDeletePlan, { day: deleting ? formatDay(deleting.date, intl) : '' })}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        onCancel={() => setDeleting(undefined)}
        onConfirm={async () => {
          const plan = deleting;
          setDeleting(undefined);
          if (!plan) return;
          try {
            await api.deletePlan(canteen.applicationId, plan.id);
            context.notify({ kind: 'success', text: fill(t.planDeleted, { day: formatDay(plan.date, intl) }) });
          } catch (error) {
            context.notify({ kind: 'error', text: messageFor(error, t) });
          }
          loaded.reload();
        }}
      />
    </section>
  );
}

/** `2025-03-03T09:30` from a datetime-local field → a wall-clock time the server reads in the canteen's zone. */
function wallClock(value: string): string | undefined {
  return value ? (value.length === 16 ? `${value}:00` : value) : undefined;
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
  const { t, api, intl, context } = useEnv();
  const formId = useId();
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
  const [etag, setEtag] = useState(plan?.etag ?? '');
  const [conflict, setConflict] = useState<Plan>();
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // Listed articles stay choosable even if deleted since, so saving does not silently drop them.
  const choices = [
    ...articles.map((a) => ({ id: a.id, name: a.name })),
    ...(current?.planDetails ?? [])
      .filter((d) => d.id !== null && !articles.some((a) => a.id === d.articleId))
      .map((d) => ({ id: d.articleId, name: d.articleName })),
  ];
  const hint = fill(t.timesHint, { zone: canteen.timeZone });

  const save = async () => {
    setTried(true);
    if (!isDate(date) || !name.trim()) return;
    const body: PlanInput = {
      date,
      name: name.trim(),
      includeDefaultArticles: includeDefaults,
      planDetails: items.map((articleId) => ({ articleId })),
      ...(wallClock(visibleFrom) ? { visibleFrom: wallClock(visibleFrom)! } : {}),
      ...(wallClock(orderableUntil) ? { orderableUntil: wallClock(orderableUntil)! } : {}),
    };
    const day = formatDay(date, intl);
    setBusy(true);
    setProblem(undefined);
    try {
      if (plan) {
        await api.updatePlan(canteen.applicationId, plan.value.id, body, etag);
        context.notify({ kind: 'success', text: fill(t.planSaved, { day }) });
      } else {
        await api.createPlan(canteen.applicationId, body);
        context.notify({ kind: 'success', text: fill(t.planCreated, { day }) });
      }
      onSaved();
    } catch (error) {
      const failure = asFailure(error);
      if (plan && (failure?.code === 'precondition_failed' || failure?.code === 'precondition_required')) {
        try {
          const fresh = await api.plan(canteen.applicationId, plan.value.id);
          setConflict(fresh.value);
          setEtag(fresh.etag);
        } catch (reload) {
          setProblem(messageFor(reload, t));
        }
      }
      const text = messageFor(error, t, {
        fields: {
          'body.date': t.date,
          'body.name': t.planName,
          'body.visibleFrom': t.visibleFrom,
          'body.orderableUntil': t.orderableUntil,
          'body.planDetails': t.planItems,
        },
      });
      setProblem(text);
      context.notify({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={plan ? t.editPlan : t.newPlan}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy}>
            {busy ? t.saving : t.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {conflict && (
          <div className="cn-conflict" role="alert">
            <p>{t.errConflict}</p>
            <ul className="cn-lines">
              <li>
                {t.date}: {formatDay(conflict.date, intl)} · {conflict.name}
              </li>
              <li>
                {t.visibleFrom}: {formatTimeIn(conflict.visibleFrom, canteen.timeZone, intl)}
              </li>
              <li>
                {t.orderableUntil}: {formatTimeIn(conflict.orderableUntil, canteen.timeZone, intl)}
              </li>
              <li>
                {t.planItems}: {conflict.planDetails.map((d) => d.articleName).join(', ')}
              </li>
            </ul>
          </div>
        )}
        {problem && !conflict && <p className="cn-problem">{problem}</p>}
        <TextField
          label={t.date}
          type="date"
          value={date}
          required
          error={tried && !isDate(date) ? t.dateRequired : undefined}
          onChange={(e) => setDate(e.target.value)}
        />
        <TextField
          label={t.planName}
          value={name}
          required
          maxLength={200}
          error={tried && !name.trim() ? t.nameRequired : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t.visibleFrom}
          type="datetime-local"
          value={visibleFrom}
          hint={hint}
          onChange={(e) => setVisibleFrom(e.target.value)}
        />
        <TextField
          label={t.orderableUntil}
          type="datetime-local"
          value={orderableUntil}
          hint={hint}
          onChange={(e) => setOrderableUntil(e.target.value)}
        />
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
      </form>
    </Dialog>
  );
}
