import {
  calcInvestFbhHydraulics,
  calcInvestKwl,
  calcInvestSystempackage,
  calculateBuildingHeatLoad,
} from '@portal/calc';
import { buildingCalcInput, investFbhInput, investKwlInput, investSystempackageInput } from '@portal/contracts/calc';
import { Button, CheckboxField, type SelectOption } from '@portal/ui';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import {
  atRoomAreas,
  type BuildingForm,
  circuitLoadsAtRoomAreas,
  coveringOnForm,
  ELEMENT_SPECS,
  FBH_SPECS,
  formFromInput,
  GENERAL_SPECS,
  heatingCircuits,
  heatLoadInputOf,
  INVEST_DEFAULTS,
  KWL_SPECS,
  livingArea,
  newKey,
  ROOM_SPECS,
  SYSTEMPAKET_SPECS,
  withElement,
  withRoom,
  withValue,
} from '../building';
import { LineChart, StackedBars } from '../Chart';
import { evaluate, type Schema } from '../evaluate';
import { catalogues } from '../flat';
import {
  type FieldProblem,
  type FieldSpec,
  type FormValues,
  inputFromValues,
  prefixed,
  valuesFromInput,
} from '../form';
import { formatNumber } from '../format';
import { startingInput } from '../lastInput';
import { describeProblem, messagesByField } from '../messages';
import {
  CalculatorLayout,
  type ScreenProps,
  SpecField,
  type TemplateProps,
  useLastInput,
  withTemplate,
  yesNo,
} from '../parts';
import { DataTable, KeyFigures, ResultTable } from '../tables';
import { hasText, type TextKey, type Translate } from '../texts';
import { FloorDesign } from './FloorDesign';
import { HeatPumpPlanning } from './HeatPumpPlanning';
import { VariantComparison } from './Variants';

/** The locations, element kinds and packages a template's `katalog` offers (GET /BuildingCalc/GetTemplate). */
interface BuildingKatalog {
  standorte: Array<{ standort: string; normAussenTemp: number }>;
  bauteilarten: string[];
  systempakete: Array<{ paket: string; heizleistung: number }>;
}

type InvestKey = keyof BuildingForm['invest'];
const INVEST_SPECS: Record<InvestKey, readonly FieldSpec[]> = {
  systempaket: SYSTEMPAKET_SPECS,
  fussbodenheizung: FBH_SPECS,
  kwl: KWL_SPECS,
};
const LABEL_OVERRIDES: Record<string, TextKey> = { 'kwl.waermerueckgewinnung': 'kwlWrg' };

/**
 * One switched-on investment: its fields read, completed from the building (`complete`) and
 * calculated; its problems named by their full path (`investition.kwl.raumhoehe`).
 */
function calculateInvestment<R>(
  key: InvestKey,
  values: FormValues,
  schema: Schema,
  engine: (input: never) => R,
  complete: (own: Record<string, unknown>) => Record<string, unknown>,
) {
  const specs = INVEST_SPECS[key];
  const read = inputFromValues(specs, values);
  const input = complete(read.input);
  const e = evaluate(schema, engine, input, read.problems, specs);
  return { own: read.input, input, result: e.result, problems: prefixed(e.problems, `investition.${key}.`) };
}

/**
 * The heat load of the form, then the investments switched on (they need the heat load). The
 * export and the last input take the building input with `investition`, once nothing is wrong.
 */
function calculateBuilding(form: BuildingForm, modus: 'neubau' | 'sanierung') {
  const read = heatLoadInputOf(form, modus);
  const heat = evaluate(
    buildingCalcInput,
    (i: never) => calculateBuildingHeatLoad(i, catalogues()),
    read.input,
    read.problems,
    GENERAL_SPECS,
  );
  const building = heat.result;
  const rooms = read.input.raeume as Array<Record<string, unknown>>;
  const { systempaket, fussbodenheizung, kwl } = form.invest;
  const sp =
    building && systempaket
      ? calculateInvestment(
          'systempaket',
          systempaket,
          investSystempackageInput,
          (i: never) => calcInvestSystempackage(i, catalogues()),
          (own) => ({ heizlast: building.heizlast, ...own }),
        )
      : undefined;
  const fbh =
    building && fussbodenheizung
      ? calculateInvestment(
          'fussbodenheizung',
          fussbodenheizung,
          investFbhInput,
          (i: never) => calcInvestFbhHydraulics(i, catalogues()),
          (own) => ({ heizkreise: heatingCircuits(rooms, building.raeume, own.bodenbelag), ...own }),
        )
      : undefined;
  const fbhProblems = atRoomAreas(
    circuitLoadsAtRoomAreas(coveringOnForm(fbh?.problems ?? []), rooms, building?.raeume ?? []),
    'investition.fussbodenheizung.heizkreise',
    rooms,
  );
  const ventilation =
    building && kwl
      ? calculateInvestment('kwl', kwl, investKwlInput, calcInvestKwl, (own) => ({
          ...own,
          wohnflaeche: livingArea(own.wohnflaeche, rooms),
          normAussenTemp: building.normAussenTemp,
        }))
      : undefined;
  const problems: FieldProblem[] = [
    ...heat.problems,
    ...(sp?.problems ?? []),
    ...fbhProblems,
    ...(ventilation?.own.wohnflaeche === undefined
      ? atRoomAreas(ventilation?.problems ?? [], 'investition.kwl.wohnflaeche', rooms)
      : ventilation.problems),
  ];
  // The package's heat load the server takes from the building's result; circuits and ventilation go as calculated.
  const investition = {
    ...(sp ? { systempaket: sp.own } : {}),
    ...(fbh ? { fussbodenheizung: fbh.input } : {}),
    ...(ventilation ? { kwl: ventilation.input } : {}),
  };
  const ok = building !== undefined && problems.length === 0;
  const exportInput = ok
    ? { ...read.input, ...(Object.keys(investition).length > 0 ? { investition } : {}) }
    : undefined;
  return { heat: building, systempaket: sp?.result, fbh: fbh?.result, kwl: ventilation?.result, problems, exportInput };
}

const HeatLoad = withTemplate('/api/BuildingCalc/GetTemplate', BuildingScreen);

const PARTS = [
  ['heatLoad', 'partHeatLoad'],
  ['variants', 'partVariants'],
  ['heatPump', 'partHeatPump'],
] as const;
type Part = (typeof PARTS)[number][0];
/** The part last open in this tab, so coming back to the page shows it again. */
const PART_KEY = 'calc.buildingCalc.part';

function storedPart(): Part {
  try {
    const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(PART_KEY);
    return PARTS.find(([p]) => p === stored)?.[0] ?? 'heatLoad';
  } catch {
    return 'heatLoad';
  }
}

/**
 * The building calculation in three parts on one page (the route table stays as the spec has it):
 * the heat load of the rooms, the heating variants of the house with their economics, and the
 * heat pump planning against the heat load.
 * Renovation or new build follows the route for both.
 */
export function BuildingCalc(props: ScreenProps) {
  const { context, t } = props;
  const variant = context.route.props.variant === 'newBuilding' ? 'newBuilding' : 'renovation';
  const [part, setPart] = useState<Part>(storedPart);
  const id = useId();
  const choose = (next: Part, focus = false) => {
    setPart(next);
    try {
      sessionStorage.setItem(PART_KEY, next);
    } catch {
      // the part is a convenience; without storage the page opens on the heat load
    }
    if (focus) document.getElementById(`${id}-${next}-tab`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = PARTS.findIndex(([p]) => p === part);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? PARTS.length - 1 : (i + step + PARTS.length) % PARTS.length;
    if (to === i && step === 0 && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    choose(PARTS[to]![0], true);
  };
  return (
    <>
      <div className="calc-tabs" role="tablist" aria-label={t('buildingParts')}>
        {PARTS.map(([p, label]) => (
          <button
            key={p}
            type="button"
            role="tab"
            id={`${id}-${p}-tab`}
            className="calc-tab"
            aria-selected={part === p}
            {...(part === p ? { 'aria-controls': `${id}-panel` } : {})}
            tabIndex={part === p ? 0 : -1}
            onClick={() => choose(p)}
            onKeyDown={onKeyDown}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${part}-tab`}>
        {part === 'heatLoad' && <HeatLoad {...props} />}
        {part === 'variants' && (
          <VariantComparison
            {...props}
            isSanierung={variant === 'renovation'}
            screen={`buildingCalc.${variant}.variants`}
          />
        )}
        {part === 'heatPump' && <HeatPumpPlanning {...props} variant={variant} />}
      </div>
    </>
  );
}

function BuildingScreen(props: TemplateProps<BuildingKatalog>) {
  const { context, locale, t, template } = props;
  const variant = context.route.props.variant === 'newBuilding' ? 'newBuilding' : 'renovation';
  const modus = variant === 'newBuilding' ? 'neubau' : 'sanierung';
  const store = useLastInput(context, `buildingCalc.${variant}`);
  const [form, setForm] = useState<BuildingForm>(() => {
    const start = startingInput(template.input, store.restore(), buildingCalcInput);
    const input = start.restored
      ? start.input
      : { ...template.input, modus, ...(modus === 'neubau' ? { baujahr: new Date().getFullYear() } : {}) };
    return formFromInput(input, locale);
  });

  const labelOf = useCallback(
    (field: string) => {
      const parts = field.split('.');
      const last = parts[parts.length - 1] ?? field;
      const label = (key: string) => (hasText(key) ? t(key) : key);
      if (parts[0] === 'raeume' && parts.length >= 3) {
        const i = Number(parts[1]);
        const roomName = form.rooms[i]?.values.name;
        let text = `${t('raumN', { n: i + 1 })}${typeof roomName === 'string' && roomName ? ` „${roomName}“` : ''}`;
        if (parts[2] === 'bauteile' && parts.length >= 5) text += ` – ${t('bauteilN', { n: Number(parts[3]) + 1 })}`;
        return `${text} – ${label(last)}`;
      }
      if (parts[0] === 'investition' && parts.length >= 3) {
        const group = parts[1] as InvestKey;
        const override = LABEL_OVERRIDES[`${group}.${last}`];
        return `${t(group)} – ${override ? t(override) : label(last)}`;
      }
      return label(last);
    },
    [t, form.rooms],
  );

  const computed = useMemo(() => calculateBuilding(form, modus), [form, modus]);

  useEffect(() => {
    if (computed.exportInput) store.keep(computed.exportInput);
  }, [computed, store]);

  const messages = useMemo(
    () => messagesByField(computed.problems, (p) => describeProblem(p, t, locale, labelOf)),
    [computed, t, locale, labelOf],
  );

  const setGeneral = (name: string, value: string | boolean) =>
    setForm((f) => ({ ...f, general: { ...f.general, [name]: value } }));
  const setRoom = (i: number, name: string, value: string | boolean) =>
    setForm((f) => withRoom(f, i, (r) => withValue(r, name, value)));
  const setElement = (i: number, j: number, name: string, value: string | boolean) =>
    setForm((f) => withElement(f, i, j, (e) => withValue(e, name, value)));
  const addRoom = () =>
    setForm((f) => ({
      ...f,
      rooms: [
        ...f.rooms,
        {
          key: newKey(),
          values: valuesFromInput(ROOM_SPECS, { name: t('raumN', { n: f.rooms.length + 1 }), innenTemp: 20 }, locale),
          elements: [],
        },
      ],
    }));
  const removeRoom = (i: number) => setForm((f) => ({ ...f, rooms: f.rooms.filter((_, k) => k !== i) }));
  const addElement = (i: number) =>
    setForm((f) =>
      withRoom(f, i, (r) => ({
        ...r,
        elements: [
          ...r.elements,
          {
            key: newKey(),
            values: valuesFromInput(
              ELEMENT_SPECS,
              { bauteilart: template.katalog.bauteilarten[0] ?? '', angrenzung: 'aussen' },
              locale,
            ),
          },
        ],
      })),
    );
  const removeElement = (i: number, j: number) =>
    setForm((f) => withRoom(f, i, (r) => ({ ...r, elements: r.elements.filter((_, m) => m !== j) })));
  const toggleInvest = (key: InvestKey, on: boolean) =>
    setForm((f) => ({
      ...f,
      invest: {
        ...f.invest,
        [key]: on ? valuesFromInput(INVEST_SPECS[key], INVEST_DEFAULTS[key], locale) : null,
      },
    }));
  const setInvest = (key: InvestKey, name: string, value: string | boolean) =>
    setForm((f) => ({ ...f, invest: { ...f.invest, [key]: { ...(f.invest[key] ?? {}), [name]: value } } }));

  const bauteilarten = template.katalog.bauteilarten.map((b) => ({ value: b, label: hasText(b) ? t(b) : b }));
  const angrenzungen = (['aussen', 'unbeheizt', 'erdreich', 'beheizt'] as const).map((a) => ({
    value: a,
    label: t(a),
  }));
  const standorte = [
    { value: '', label: t('eigeneTemp') },
    ...template.katalog.standorte.map((s) => ({
      value: s.standort,
      label: `${s.standort} (${formatNumber(s.normAussenTemp, locale)} °C)`,
    })),
  ];
  const generalField = (name: string, options?: readonly SelectOption[]) => (
    <SpecField
      key={name}
      spec={GENERAL_SPECS.find((s) => s.name === name)!}
      label={t(name as TextKey)}
      values={form.general}
      onChange={setGeneral}
      error={messages.get(name)}
      {...(options ? { options } : {})}
    />
  );
  const heat = computed.heat;
  const n = (v: number, d = 0) => formatNumber(v, locale, d);

  const inputs = (
    <>
      <fieldset>
        <legend>
          {t('general')}: {t(modus)}
        </legend>
        {generalField('standort', standorte)}
        {form.general.standort === '' && generalField('normAussenTemp')}
        {generalField('baujahr')}
        {generalField('waermebrueckenzuschlag')}
        {generalField('waermerueckgewinnung')}
      </fieldset>
      <fieldset className="calc-rooms">
        <legend>{t('raeume')}</legend>
        {form.rooms.map((room, i) => (
          <fieldset key={room.key}>
            <legend>
              {t('raumN', { n: i + 1 })}
              {typeof room.values.name === 'string' && room.values.name ? `: ${room.values.name}` : ''}
            </legend>
            {ROOM_SPECS.map((s) => (
              <SpecField
                key={s.name}
                spec={s}
                label={t(s.name as TextKey)}
                values={room.values}
                onChange={(name, value) => setRoom(i, name, value)}
                error={messages.get(`raeume.${i}.${s.name}`)}
              />
            ))}
            {room.elements.map((el, j) => (
              <fieldset key={el.key} className="calc-element">
                <legend>{t('bauteilN', { n: j + 1 })}</legend>
                {ELEMENT_SPECS.map((s) => (
                  <SpecField
                    key={s.name}
                    spec={s}
                    label={t(s.name as TextKey)}
                    values={el.values}
                    onChange={(name, value) => setElement(i, j, name, value)}
                    error={messages.get(`raeume.${i}.bauteile.${j}.${s.name}`)}
                    {...(s.name === 'bauteilart' ? { options: bauteilarten } : {})}
                    {...(s.name === 'angrenzung' ? { options: angrenzungen } : {})}
                  />
                ))}
                <div className="calc-row-actions">
                  <Button icon="trash" onClick={() => removeElement(i, j)}>
                    {t('bauteilEntfernen', { n: j + 1 })}
                  </Button>
                </div>
              </fieldset>
            ))}
            <div className="calc-row-actions">
              <Button icon="plus" onClick={() => addElement(i)}>
                {t('bauteilHinzufuegen')}
              </Button>
              {form.rooms.length > 1 && (
                <Button icon="trash" onClick={() => removeRoom(i)}>
                  {t('raumEntfernen', { n: i + 1 })}
                </Button>
              )}
            </div>
          </fieldset>
        ))}
        <div className="calc-row-actions">
          <Button icon="plus" onClick={addRoom}>
            {t('raumHinzufuegen')}
          </Button>
        </div>
      </fieldset>
      <InvestmentFields t={t} invest={form.invest} messages={messages} onToggle={toggleInvest} onChange={setInvest} />
    </>
  );
  return (
    <CalculatorLayout
      {...props}
      id="building"
      inputs={inputs}
      summary={heat ? t('liveBuilding', { w: n(heat.heizlast), s: n(heat.spezifischeHeizlast, 1) }) : undefined}
      messages={messages}
      exportKind="buildingCalc"
      exportInput={computed.exportInput}
    >
      {heat && (
        <>
          <KeyFigures
            figures={[
              { label: t('heizlast'), value: n(heat.heizlast) },
              { label: t('spezifischeHeizlast'), value: n(heat.spezifischeHeizlast, 1) },
              { label: t('normAussenTemp'), value: n(heat.normAussenTemp, 1) },
            ]}
          />
          <DataTable
            caption={t('heizlastJeRaum')}
            columns={[
              t('name'),
              t('innenTemp'),
              t('transmission'),
              t('lueftung'),
              t('heizlast'),
              t('spezifischeHeizlast'),
            ]}
            rows={heat.raeume.map((r) => [
              r.name,
              n(r.innenTemp, 1),
              n(r.transmission),
              n(r.lueftung),
              n(r.heizlast),
              n(r.spezifischeHeizlast, 1),
            ])}
            foot={[
              t('summe'),
              '',
              n(heat.transmission),
              n(heat.lueftung),
              n(heat.heizlast),
              n(heat.spezifischeHeizlast, 1),
            ]}
          />
          <StackedBars
            title={t('heizlastJeRaum')}
            bars={heat.raeume.map((r) => ({
              label: r.name,
              parts: [r.transmission, r.lueftung],
              total: `${n(r.heizlast)} W`,
            }))}
            series={[t('transmission'), t('lueftung')]}
          />
        </>
      )}
      {computed.systempaket && (
        <>
          <h3>{t('systempaket')}</h3>
          <ResultTable
            caption={t('systempaket')}
            rows={[
              [t('paket'), computed.systempaket.paket],
              [t('paketLeistung'), n(computed.systempaket.paketLeistung)],
              [t('investition'), n(computed.systempaket.investition)],
              [t('foerderung'), n(computed.systempaket.foerderung)],
              [t('investitionNachFoerderung'), n(computed.systempaket.investitionNachFoerderung)],
            ]}
          />
          <DataTable
            caption={t('investition')}
            columns={[t('position'), t('menge'), t('einzelpreis'), t('summeEuro')]}
            rows={computed.systempaket.positionen.map((p) => [p.bezeichnung, n(p.menge), n(p.einzelpreis), n(p.summe)])}
          />
        </>
      )}
      {computed.fbh && (
        <>
          <h3>{t('fussbodenheizung')}</h3>
          <FloorDesign t={t} n={n} result={computed.fbh} />
          <DataTable
            caption={t('fussbodenheizung')}
            columns={[
              t('heizkreis'),
              t('waermestromdichte'),
              t('oberflaechenTemp'),
              t('maxOberflaechenTemp'),
              t('grenzeEingehalten'),
              t('massenstrom'),
              t('rohrlaenge'),
              t('kreise'),
              t('kreislaenge'),
              t('kreisDruckverlust'),
              t('ventilDifferenzdruck'),
              t('ventilvoreinstellung'),
            ]}
            rows={computed.fbh.heizkreise.map((c) => [
              c.name,
              n(c.waermestromdichte, 1),
              n(c.oberflaechenTemp, 1),
              n(c.maxOberflaechenTemp, 1),
              yesNo(t, c.grenzeEingehalten),
              n(c.massenstrom, 1),
              n(c.rohrlaenge, 1),
              n(c.kreise),
              n(c.kreislaenge, 1),
              n(c.druckverlust, 1),
              n(c.ventilDifferenzdruck, 1),
              c.ventilvoreinstellung ?? '–',
            ])}
            foot={[
              t('summe'),
              '',
              '',
              '',
              '',
              n(computed.fbh.massenstromGesamt, 1),
              n(computed.fbh.rohrlaengeGesamt, 1),
              n(computed.fbh.heizkreise.reduce((s, c) => s + c.kreise, 0)),
              '',
              '',
              '',
              '',
            ]}
          />
          <ResultTable caption={t('investition')} rows={[[t('investition'), n(computed.fbh.investition)]]} />
          {computed.fbh.kurve[0] && (
            <LineChart
              title={t('en1264Kurve')}
              xLabel={t('en1264X')}
              xAxisName={t('en1264X')}
              yLabel={t('en1264Y')}
              series={[{ name: t('en1264Y'), points: computed.fbh.kurve[0].points }]}
              locale={locale}
              t={t}
            />
          )}
        </>
      )}
      {computed.kwl && (
        <>
          <h3>{t('kwl')}</h3>
          <DataTable
            caption={t('kwl')}
            columns={[t('lueftungsstufe'), t('luftmenge')]}
            rows={(['feuchteschutz', 'reduziert', 'nenn', 'intensiv'] as const).map((s) => [
              t(s),
              n(computed.kwl!.volumenstroeme[s], 1),
            ])}
          />
          <ResultTable
            caption={t('results')}
            rows={[
              [t('ohneWrg'), n(computed.kwl.lueftungswaermeverlustOhneWrg)],
              [t('mitWrg'), n(computed.kwl.lueftungswaermeverlustMitWrg)],
              [t('eingesparteWaerme'), n(computed.kwl.eingesparteWaerme)],
              [t('investition'), n(computed.kwl.investition)],
            ]}
          />
        </>
      )}
    </CalculatorLayout>
  );
}

/** The investments that may be calculated with the heat load: each switched on, then filled in. */
function InvestmentFields({
  t,
  invest,
  messages,
  onToggle,
  onChange,
}: {
  t: Translate;
  invest: BuildingForm['invest'];
  messages: ReadonlyMap<string, string>;
  onToggle: (key: InvestKey, on: boolean) => void;
  onChange: (key: InvestKey, name: string, value: string | boolean) => void;
}) {
  return (
    <fieldset>
      <legend>{t('investitionen')}</legend>
      {(
        [
          ['systempaket', 'mitSystempaket'],
          ['fussbodenheizung', 'mitFussbodenheizung'],
          ['kwl', 'mitKwl'],
        ] as const
      ).map(([key, label]) => {
        const values = invest[key];
        return (
          <div key={key}>
            <CheckboxField
              label={t(label)}
              checked={values !== null}
              onChange={(e) => onToggle(key, e.currentTarget.checked)}
            />
            {values && (
              <fieldset>
                <legend>{t(key)}</legend>
                {INVEST_SPECS[key].map((s) => (
                  <SpecField
                    key={s.name}
                    spec={s}
                    label={t(LABEL_OVERRIDES[`${key}.${s.name}`] ?? (s.name as TextKey))}
                    values={values}
                    onChange={(name, value) => onChange(key, name, value)}
                    error={messages.get(`investition.${key}.${s.name}`)}
                  />
                ))}
              </fieldset>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
