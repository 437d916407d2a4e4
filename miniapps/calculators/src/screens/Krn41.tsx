import { calculateKrn41 } from '@portal/calc';
import { type Krn41Result, krn41Input } from '@portal/contracts/calc';
import { useMemo } from 'react';
import { type FlatCalculator, useFlatCalculator } from '../flat';
import type { FieldSpec } from '../form';
import { formatNumber } from '../format';
import { CalculatorLayout, type ResultProps, type TemplateProps, withTemplate } from '../parts';
import { KeyFigures, ResultTable } from '../tables';
import { lengthRows, TenderText, TrenchFields, type TrenchSize } from '../trenchParts';

const SPECS: readonly FieldSpec[] = [
  { name: 'bauhoehe', kind: 'select', numeric: true },
  { name: 'bautiefe', kind: 'select', numeric: true },
  { name: 'baulaenge', kind: 'number' },
  { name: 'winkelAnfang', kind: 'check' },
  { name: 'winkelEnde', kind: 'check' },
  { name: 'vorlaufTemp', kind: 'number' },
  { name: 'ruecklaufTemp', kind: 'number' },
  { name: 'raumTemp', kind: 'number' },
];

export const Krn41 = withTemplate('/api/KRN41/GetTemplate', Krn41Form);

function Krn41Form(props: TemplateProps<{ groessen: TrenchSize[] }>) {
  const { locale, t, template } = props;
  // The tender text is written in the screen's language.
  const calculator = useMemo<FlatCalculator<Krn41Result>>(
    () => ({
      screen: 'krn41',
      specs: SPECS,
      schema: krn41Input,
      engine: calculateKrn41,
      labels: { bautiefe: 'bautiefeKonvektor' },
      toInput: (fields) => ({ ...fields, sprache: locale }),
    }),
    [locale],
  );
  const form = useFlatCalculator(calculator, props);
  const { input, evaluation, messages } = form;
  const result = evaluation.result;
  const inputs = (
    <TrenchFields
      t={t}
      locale={locale}
      sizes={template.katalog.groessen}
      form={form}
      names={{
        height: 'bauhoehe',
        depth: 'bautiefe',
        length: 'baulaenge',
        cornerStart: 'winkelAnfang',
        cornerEnd: 'winkelEnde',
        flow: 'vorlaufTemp',
        ret: 'ruecklaufTemp',
        room: 'raumTemp',
      }}
    />
  );
  return (
    <CalculatorLayout
      {...props}
      id="krn41"
      inputs={inputs}
      summary={
        result
          ? t('liveKrn41', {
              leistung: formatNumber(result.heizleistung, locale),
              vl: formatNumber(Number(input.vorlaufTemp), locale, 1),
              aus: formatNumber(result.ausblastemperatur, locale, 1),
            })
          : undefined
      }
      messages={messages}
      exportKind="krn41"
      exportInput={result ? input : undefined}
    >
      {result && <Krn41Results result={result} input={input} locale={locale} t={t} />}
    </CalculatorLayout>
  );
}

function Krn41Results({ result, locale, t }: ResultProps<Krn41Result>) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  return (
    <>
      <KeyFigures
        figures={[
          { label: t('heizleistung'), value: n(result.heizleistung), testId: 'heizleistung' },
          { label: t('heizleistungProMeter'), value: n(result.heizleistungProMeter, 1) },
          { label: t('ausblastemperatur'), value: n(result.ausblastemperatur, 1), testId: 'ausblastemperatur' },
        ]}
      />
      <ResultTable
        caption={t('results')}
        rows={[
          [t('sizeKey'), result.sizeKey],
          [t('laengenbereich'), `${n(result.minLaenge)}–${n(result.maxLaenge)}`],
          ...lengthRows(t, locale, result),
          [t('uebertempLog'), n(result.uebertempLog, 2)],
          [t('heizleistungProMeter'), n(result.heizleistungProMeter, 1)],
          [t('heizleistung'), n(result.heizleistung)],
          [t('wassermassenstrom'), n(result.wassermassenstrom, 1)],
          [t('ausblastemperatur'), n(result.ausblastemperatur, 1)],
        ]}
      />
      <TenderText t={t} paragraphs={result.ausschreibungstext.split('\n\n')} />
    </>
  );
}
