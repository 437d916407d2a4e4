import { calculateKrn41 } from '@portal/calc';
import { type Krn41Result, krn41Input } from '@portal/contracts/calc';
import { useMemo } from 'react';
import { type FlatCalculator, useFlatCalculator } from '../flat';
import { formatNumber } from '../format';
import { CalculatorFrame, type CalculatorView } from '../frame';
import { type ResultProps, type TemplateProps, withTemplate } from '../parts';
import { KeyFigures, ResultTable } from '../tables';
import {
  lengthRows,
  TenderText,
  TRENCH_NAMES,
  TrenchFields,
  type TrenchSize,
  trenchLabels,
  trenchSpecs,
} from '../trenchParts';

const VIEW: CalculatorView<Krn41Result> = {
  id: 'krn41',
  summarize: ({ result, input, locale, t }) =>
    t('liveKrn41', {
      leistung: formatNumber(result.heizleistung, locale),
      vl: formatNumber(Number(input.vorlaufTemp), locale, 1),
      aus: formatNumber(result.ausblastemperatur, locale, 1),
    }),
  Results: Krn41Results,
  exportKind: 'krn41',
};

export const Krn41 = withTemplate('/api/KRN41/GetTemplate', Krn41Form);

function Krn41Form(props: TemplateProps<{ groessen: TrenchSize[] }>) {
  const { locale, t, template } = props;
  // The tender text is written in the screen's language.
  const calculator = useMemo<FlatCalculator<Krn41Result>>(
    () => ({
      screen: 'krn41',
      specs: trenchSpecs(TRENCH_NAMES),
      schema: krn41Input,
      engine: calculateKrn41,
      labels: trenchLabels(TRENCH_NAMES),
      toInput: (fields) => ({ ...fields, sprache: locale }),
    }),
    [locale],
  );
  const form = useFlatCalculator(calculator, props);
  return (
    <CalculatorFrame
      {...props}
      view={VIEW}
      form={form}
      inputs={<TrenchFields t={t} locale={locale} sizes={template.katalog.groessen} form={form} names={TRENCH_NAMES} />}
    />
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
