import type { MesFlash as Flash, MesShiftCode, MesState, MesWorkCentreFlash } from '@portal/contracts';
import { Button, DataTable, Icon, Select, TextField, useLoad } from '@portal/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useEnv } from './env';
import { Loading } from './Kpi';

/** How often the running shift is read again; the newest answer wins (useLoad). */
export const MES_REFRESH_MS = 60_000;

/** The server's answer for a shift later today (by shape: the shell's HTTP client throws its own HttpError). */
const notBegun = (error: unknown) => (error as { code?: string } | null | undefined)?.code === 'shift_not_begun';

/** The MES flash (route production/mesFlash): a plant's shift per work centre, live while it runs. */
export function MesFlash() {
  const { api, t } = useEnv();
  const plants = useLoad(() => api.mesPlants(), [api]);
  const [chosenPlant, setPlant] = useState<string>();
  const [date, setDate] = useState('');
  const [shift, setShift] = useState<MesShiftCode | ''>('');
  const plantId = chosenPlant ?? plants.data?.[0]?.plantId;
  const zone = plants.data?.find((p) => p.plantId === plantId)?.timeZone;
  // A shift that has not begun has no figures (the server answers 400): the picker stops at the plant's today.
  const today = new Intl.DateTimeFormat('en-CA', zone ? { timeZone: zone } : {}).format(new Date());
  // A date without a shift means its early shift; no date and no shift, the one running now.
  const query = useMemo(
    () => (date || shift ? { date: date || undefined, shift: shift || undefined } : {}),
    [date, shift],
  );
  const flash = useLoad(plantId ? () => api.mesFlash(plantId, query) : undefined, [api, plantId, query]);
  const running = flash.data?.isRunning === true;
  const { reload } = flash;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, MES_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, reload]);

  return (
    <div className="pr">
      <h2>{t.mes.title}</h2>
      <p className="pr-muted">{t.mes.intro}</p>
      <Loading loaded={plants}>
        {plants.data?.length === 0 ? (
          <p>{t.mes.noPlants}</p>
        ) : (
          <>
            <div className="pr-toolbar">
              <Select
                label={t.mes.plant}
                value={plantId ?? ''}
                onChange={(event) => setPlant(event.target.value)}
                options={(plants.data ?? []).map((p) => ({ value: p.plantId, label: p.name }))}
              />
              <TextField
                label={t.mes.date}
                type="date"
                max={today}
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
              <Select
                label={t.mes.shift}
                value={shift}
                onChange={(event) => setShift(event.target.value as MesShiftCode | '')}
                options={[
                  { value: '', label: t.mes.currentShift },
                  // The shift names are keyed by code, in the order of the day (early, late, night).
                  ...(Object.keys(t.mes.shifts) as MesShiftCode[]).map((code) => ({
                    value: code,
                    label: t.mes.shifts[code],
                  })),
                ]}
              />
              <Button icon="refresh" onClick={reload}>
                {t.mes.refresh}
              </Button>
            </div>
            {flash.error !== undefined && flash.data !== undefined && !notBegun(flash.error) && (
              <p role="alert" className="pr-error">
                {t.loadFailed}
              </p>
            )}
            {notBegun(flash.error) ? (
              <p role="status">{t.mes.notBegun}</p>
            ) : (
              <Loading loaded={flash}>{flash.data && <ShiftView flash={flash.data} />}</Loading>
            )}
          </>
        )}
      </Loading>
    </div>
  );
}

function ShiftView({ flash }: { flash: Flash }) {
  const { t, intl } = useEnv();
  const zone = flash.plant.timeZone;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(intl, { timeStyle: 'short', timeZone: zone }).format(new Date(iso));
  const day = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${flash.date}T00:00:00Z`),
  );
  return (
    <>
      <p className="pr-mes__shift" aria-live="polite">
        <strong>{t.mes.shiftOf(t.mes.shifts[flash.shift], day, time(flash.startsAt), time(flash.endsAt))}</strong>
        {' · '}
        {flash.isRunning ? `${t.mes.asOf(time(flash.asOf))}, ${t.mes.refreshEvery}` : t.mes.finished}
      </p>
      {flash.workCentres.length === 0 ? (
        <p>{t.mes.noWorkCentres}</p>
      ) : (
        <ul className="pr-sites">
          {flash.workCentres.map((wc) => (
            <WorkCentre key={wc.workCentreId} wc={wc} time={time} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The state as icon, word and colour together (WCAG 1.4.1: never colour alone). */
function StateBadge({ state }: { state: MesState }) {
  const { t } = useEnv();
  const look = state === 'running' ? 'green' : state === 'down' ? 'red' : 'none';
  const icon = state === 'running' ? 'check' : state === 'down' ? 'x' : 'info';
  return (
    <span className={`pr-light pr-light--${look}`} data-state={state}>
      <Icon name={icon} size={16} />
      {t.mes.states[state]}
    </span>
  );
}

function WorkCentre({ wc, time }: { wc: MesWorkCentreFlash; time: (iso: string) => string }) {
  const { t, intl, locale } = useEnv();
  const headingId = useId();
  const downtimesId = useId();
  const whole = new Intl.NumberFormat(intl, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 });
  const share = (value: number | null) => (value === null ? t.mes.notYet : percent.format(value));
  const rows: Array<[key: string, label: string, value: string]> = [
    [
      'output',
      t.mes.output,
      t.mes.outputOf(t.mes.pieces(whole.format(wc.goodPieces)), t.mes.pieces(whole.format(wc.targetToNow))),
    ],
    ['targetOfShift', t.mes.targetOfShift, t.mes.pieces(whole.format(wc.targetOfShift))],
    ['scrap', t.mes.scrap, t.mes.pieces(whole.format(wc.scrapPieces))],
    [
      'runTime',
      t.mes.runTime,
      `${t.mes.minutes(whole.format(wc.runMinutes))} / ${t.mes.minutes(whole.format(wc.plannedMinutes))}`,
    ],
    ['availability', t.mes.availability, share(wc.availability)],
    ['performance', t.mes.performance, share(wc.performance)],
    ['quality', t.mes.quality, share(wc.quality)],
    ['oee', t.mes.oee, share(wc.oee)],
  ];
  return (
    <li className="pr-site pr-wc" aria-labelledby={headingId} data-work-centre={wc.workCentreId}>
      <div className="pr-site__head">
        <h3 id={headingId}>{wc.name}</h3>
        <StateBadge state={wc.state} />
      </div>
      <p>
        {wc.currentOrder ? (
          <>
            {t.mes.order} <strong>{wc.currentOrder.orderNumber}</strong>: {wc.currentOrder.material} –{' '}
            {wc.currentOrder.description} ({t.mes.since(time(wc.currentOrder.startedAt))})
          </>
        ) : (
          t.mes.noOrder
        )}
      </p>
      <DataTable
        label={wc.name}
        hideCaption
        locale={locale}
        rows={rows}
        rowKey={([key]) => key}
        rowAttributes={([key]) => ({ 'data-figure': key })}
        columns={[
          { key: 'figure', header: t.mes.figure, rowHeader: true, cell: ([, label]) => label },
          { key: 'value', header: t.mes.value, className: 'pr-num', cell: ([, , value]) => value },
        ]}
      />
      <h4 id={downtimesId}>{t.mes.downtimes}</h4>
      <DataTable
        label={t.mes.downtimes}
        labelledBy={downtimesId}
        locale={locale}
        rows={wc.downtimes}
        rowKey={(d) => String(d.id)}
        rowAttributes={(d) => ({ 'data-reason': d.reason })}
        emptyText={t.mes.noDowntimes}
        columns={[
          { key: 'reason', header: t.mes.reason, rowHeader: true, cell: (d) => t.mes.reasons[d.reason] },
          { key: 'from', header: t.mes.from, cell: (d) => time(d.startedAt) },
          { key: 'until', header: t.mes.until, cell: (d) => (d.endedAt ? time(d.endedAt) : t.mes.stillDown) },
          {
            key: 'duration',
            header: t.mes.duration,
            className: 'pr-num',
            cell: (d) => t.mes.minutes(whole.format(d.minutes)),
          },
          { key: 'kind', header: t.mes.kind, cell: (d) => (d.planned ? t.mes.planned : t.mes.unplanned) },
          { key: 'note', header: t.mes.note, cell: (d) => d.note },
        ]}
      />
    </li>
  );
}
