import { type Catalogues, coolingNormText, heatingNormText, type RatingPoints } from '@portal/calc';
import type { Locale } from '@portal/contracts';
import type { StufenLeistung } from '@portal/contracts/calc';
import type { ComponentType, ReactNode } from 'react';
import type { Schema } from '../evaluate';
import type { FlatCalculator } from '../flat';
import type { FieldSpec } from '../form';
import { formatNumber } from '../format';
import type { Group } from '../frame';
import { Hints, type ResultProps, yesNo } from '../parts';
import { DataTable, type KeyFigure, KeyFigures, ResultTable } from '../tables';
import type { TextKey, Translate } from '../texts';
import { TenderText } from '../trenchParts';

/**
 * What the KC model and HPC screens share: the operating-point fields, the tables over the fan
 * stages, the assessment rows and the tender text.
 */

/** The water side of an operating point, once for cooling (`_kuehlen`) and once for heating (`_heizen`). */
const SIDE_FIELDS = ['vorlaufTemp', 'ruecklaufTemp', 'wassermassenstrom', 'raumTemp'] as const;
const sideFields = (side: 'kuehlen' | 'heizen') => SIDE_FIELDS.map((f) => `${f}_${side}`);
const sideSpecs = (side: 'kuehlen' | 'heizen'): FieldSpec[] =>
  sideFields(side).map((name) => ({ name, kind: 'number', optional: name.startsWith('wassermassenstrom') }));

const OPERATING_SPECS: readonly FieldSpec[] = [
  ...sideSpecs('kuehlen'),
  { name: 'luftfeuchte_kuehlen', kind: 'number' },
  ...sideSpecs('heizen'),
  ...['raumvolumen', 'nachhallzeit'].map((name): FieldSpec => ({ name, kind: 'number' })),
];

/** The groups of the operating point: cooling, heating, the room. */
export const operatingGroups = (t: Translate): Group[] => [
  [t('kuehlen'), [...sideFields('kuehlen'), 'luftfeuchte_kuehlen']],
  [t('heizen'), sideFields('heizen')],
  [t('raumGroup'), [['raumvolumen', 'nachhallzeit']]],
];

/** The result in one sentence, for screen readers: the design stage's cooling, heating and sound. */
export function stageSummary(t: Translate, locale: Locale, s: StufenLeistung): string {
  return t('liveFanConvector', {
    s: s.leistungsstufe,
    k: formatNumber(s.kuehlen.gesamtleistung, locale),
    h: formatNumber(s.heizen.leistung, locale),
    lp: formatNumber(s.schalldruckpegel, locale, 1),
  });
}

/**
 * The flat calculator of a fan-convector screen: its own fields, then the operating point. The
 * engine writes the tender text in the screen's language, so the calculator is one per language.
 */
export function fanConvectorCalculator<R>(
  screen: string,
  specs: readonly FieldSpec[],
  schema: Schema,
  engine: (input: never, catalogues: Catalogues) => R,
): (locale: Locale) => FlatCalculator<R> {
  const all = [...specs, ...OPERATING_SPECS];
  return (locale) => ({ screen, specs: all, schema, engine, toInput: (fields) => ({ ...fields, sprache: locale }) });
}

interface Assessed {
  taupunkt: number;
  kondensatHinweis: boolean;
  din16430Kuehlen: boolean;
  din16430Heizen: boolean;
  normpunkte: RatingPoints;
}

/** Rows of the assessment: dew point, condensate, EN 16430 flags and rating points. */
function assessmentRows(t: Translate, locale: Locale, r: Assessed): Array<readonly [string, string]> {
  return [
    [t('taupunktC'), formatNumber(r.taupunkt, locale, 1)],
    [t('kondensatHinweis'), yesNo(t, r.kondensatHinweis)],
    [t('din16430Kuehlen'), yesNo(t, r.din16430Kuehlen)],
    [t('din16430Heizen'), yesNo(t, r.din16430Heizen)],
    [t('normKuehlen'), coolingNormText(r.normpunkte, locale)],
    [t('normHeizen'), heatingNormText(r.normpunkte, locale)],
  ];
}

/** A number written in the reader's language, with the given decimals. */
type Num = (value: number, digits?: number) => string;
type StageColumn = readonly [TextKey, (stage: StufenLeistung, n: Num) => ReactNode];

/** The tables over the fan stages: fan and sound, cooling, heating; each a column's header and cell. */
const STAGE_TABLES: ReadonlyArray<readonly [TextKey, readonly StageColumn[]]> = [
  [
    'luftvolumenstrom',
    [
      ['leistungsstufe', (s) => s.leistungsstufe],
      ['steuerspannungV', (s, n) => (s.steuerspannung === null ? '–' : n(s.steuerspannung, 1))],
      ['luftvolumenstromM3h', (s, n) => n(s.luftvolumenstrom)],
      ['schallleistungspegel', (s, n) => n(s.schallleistungspegel, 1)],
      ['schalldruckpegel', (s, n) => n(s.schalldruckpegel, 1)],
    ],
  ],
  [
    'kuehlen',
    [
      ['leistungsstufe', (s) => s.leistungsstufe],
      ['ausblasTempC', (s, n) => n(s.kuehlen.ausblasTemp, 1)],
      ['gesamtleistungW', (s, n) => n(s.kuehlen.gesamtleistung)],
      ['sensibleLeistungW', (s, n) => n(s.kuehlen.sensibleLeistung)],
      ['latenteLeistungW', (s, n) => n(s.kuehlen.latenteLeistung)],
      ['kondensatKgh', (s, n) => n(s.kuehlen.kondensat, 2)],
      ['wassermassenstrom', (s, n) => n(s.kuehlen.wassermassenstrom)],
      ['ruecklaufTempC', (s, n) => n(s.kuehlen.ruecklaufTemp, 1)],
      ['druckverlustMbar', (s, n) => n(s.kuehlen.druckverlust, 1)],
    ],
  ],
  [
    'heizen',
    [
      ['leistungsstufe', (s) => s.leistungsstufe],
      ['heizleistung', (s, n) => n(s.heizen.leistung)],
      ['wassermassenstrom', (s, n) => n(s.heizen.wassermassenstrom)],
      ['ruecklaufTempC', (s, n) => n(s.heizen.ruecklaufTemp, 1)],
      ['druckverlustMbar', (s, n) => n(s.heizen.druckverlust, 1)],
    ],
  ],
];

type FanConvectorResult = Assessed & {
  stufen: readonly StufenLeistung[];
  hinweise: readonly string[];
  ausschreibungstext: readonly string[];
};

/**
 * The results view of a fan convector: its own key figures and size, then what both share: the
 * assessment, the tables over the fan stages, the notes and the tender text.
 */
interface FanConvectorView<R> {
  figures: (props: ResultProps<R>, n: Num) => KeyFigure[];
  size: (props: ResultProps<R>, n: Num) => Array<readonly [string, ReactNode]>;
}

function FanConvectorResults<R extends FanConvectorResult>({
  view,
  ...props
}: ResultProps<R> & { view: FanConvectorView<R> }) {
  const { result, locale, t } = props;
  const n: Num = (v, d = 0) => formatNumber(v, locale, d);
  return (
    <>
      <KeyFigures figures={view.figures(props, n)} />
      <ResultTable caption={t('baugroesse')} rows={view.size(props, n)} />
      <ResultTable caption={t('results')} rows={assessmentRows(t, locale, result)} />
      {STAGE_TABLES.map(([part, columns]) => (
        <DataTable
          key={part}
          caption={`${t('stufenTabelle')}: ${t(part)}`}
          columns={columns.map(([header]) => t(header))}
          rows={result.stufen.map((s) => columns.map(([, cell]) => cell(s, n)))}
        />
      ))}
      <Hints t={t} hints={result.hinweise} locale={locale} />
      <TenderText t={t} paragraphs={result.ausschreibungstext} />
    </>
  );
}

/**
 * The results view of a fan convector: its own key figures and size, then what both share: the
 * assessment, the tables over the fan stages, the notes and the tender text.
 */
export function fanConvectorResults<R extends FanConvectorResult>(
  view: FanConvectorView<R>,
): ComponentType<ResultProps<R>> {
  return (props) => <FanConvectorResults {...props} view={view} />;
}
