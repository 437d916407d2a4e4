import { type Catalogues, coolingNormText, heatingNormText, type RatingPoints } from '@portal/calc';
import type { Locale } from '@portal/contracts';
import type { StufenLeistung } from '@portal/contracts/calc';
import { type ReactNode, useMemo } from 'react';
import type { Schema } from '../evaluate';
import type { FlatCalculator } from '../flat';
import type { FieldSpec } from '../form';
import { formatNumber } from '../format';
import { FieldGroups } from '../frame';
import { Hints, yesNo } from '../parts';
import { DataTable, ResultTable } from '../tables';
import type { Translate } from '../texts';
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

export const OPERATING_SPECS: readonly FieldSpec[] = [
  ...sideSpecs('kuehlen'),
  { name: 'luftfeuchte_kuehlen', kind: 'number' },
  ...sideSpecs('heizen'),
  ...['raumvolumen', 'nachhallzeit'].map((name): FieldSpec => ({ name, kind: 'number' })),
];

/** The fieldsets of the operating point; `field` draws one field of the form. */
export function OperatingFields({ t, field }: { t: Translate; field: (name: string) => ReactNode }) {
  return (
    <FieldGroups
      field={field}
      groups={[
        [t('kuehlen'), [...sideFields('kuehlen'), 'luftfeuchte_kuehlen']],
        [t('heizen'), sideFields('heizen')],
        [t('raumGroup'), [['raumvolumen', 'nachhallzeit']]],
      ]}
    />
  );
}

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
 * The flat calculator of a fan-convector screen; the engine writes the tender text in the
 * screen's language, so the calculator changes with it.
 */
export function useFanConvectorCalculator<R>(
  screen: string,
  specs: readonly FieldSpec[],
  schema: Schema,
  engine: (input: never, catalogues: Catalogues) => R,
  locale: Locale,
): FlatCalculator<R> {
  return useMemo(
    () => ({ screen, specs, schema, engine, toInput: (fields) => ({ ...fields, sprache: locale }) }),
    [screen, specs, schema, engine, locale],
  );
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

/** Three tables over the fan stages: fan and sound, cooling, heating. */
function StageTables({ t, locale, stufen }: { t: Translate; locale: Locale; stufen: readonly StufenLeistung[] }) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  return (
    <>
      <DataTable
        caption={`${t('stufenTabelle')}: ${t('luftvolumenstrom')}`}
        columns={[
          t('leistungsstufe'),
          t('steuerspannungV'),
          t('luftvolumenstromM3h'),
          t('schallleistungspegel'),
          t('schalldruckpegel'),
        ]}
        rows={stufen.map((s) => [
          s.leistungsstufe,
          s.steuerspannung === null ? '–' : n(s.steuerspannung, 1),
          n(s.luftvolumenstrom),
          n(s.schallleistungspegel, 1),
          n(s.schalldruckpegel, 1),
        ])}
      />
      <DataTable
        caption={`${t('stufenTabelle')}: ${t('kuehlen')}`}
        columns={[
          t('leistungsstufe'),
          t('ausblasTempC'),
          t('gesamtleistungW'),
          t('sensibleLeistungW'),
          t('latenteLeistungW'),
          t('kondensatKgh'),
          t('wassermassenstrom'),
          t('ruecklaufTempC'),
          t('druckverlustMbar'),
        ]}
        rows={stufen.map((s) => [
          s.leistungsstufe,
          n(s.kuehlen.ausblasTemp, 1),
          n(s.kuehlen.gesamtleistung),
          n(s.kuehlen.sensibleLeistung),
          n(s.kuehlen.latenteLeistung),
          n(s.kuehlen.kondensat, 2),
          n(s.kuehlen.wassermassenstrom),
          n(s.kuehlen.ruecklaufTemp, 1),
          n(s.kuehlen.druckverlust, 1),
        ])}
      />
      <DataTable
        caption={`${t('stufenTabelle')}: ${t('heizen')}`}
        columns={[
          t('leistungsstufe'),
          t('heizleistung'),
          t('wassermassenstrom'),
          t('ruecklaufTempC'),
          t('druckverlustMbar'),
        ]}
        rows={stufen.map((s) => [
          s.leistungsstufe,
          n(s.heizen.leistung),
          n(s.heizen.wassermassenstrom),
          n(s.heizen.ruecklaufTemp, 1),
          n(s.heizen.druckverlust, 1),
        ])}
      />
    </>
  );
}

/** What both result views end with: the assessment, the stage tables, the notes and the tender text. */
export function FanConvectorDetails({
  t,
  locale,
  result,
}: {
  t: Translate;
  locale: Locale;
  result: Assessed & {
    stufen: readonly StufenLeistung[];
    hinweise: readonly string[];
    ausschreibungstext: readonly string[];
  };
}) {
  return (
    <>
      <ResultTable caption={t('results')} rows={assessmentRows(t, locale, result)} />
      <StageTables t={t} locale={locale} stufen={result.stufen} />
      <Hints t={t} hints={result.hinweise} locale={locale} />
      <TenderText t={t} paragraphs={result.ausschreibungstext} />
    </>
  );
}
