import { calculateKrn41 } from '@portal/calc';
import type { Locale } from '@portal/contracts';
import { type Krn41Result, krn41Input } from '@portal/contracts/calc';
import type { FlatCalculator } from '../flat';
import { formatNumber } from '../format';
import { type CalculatorView, calculatorScreen, type InputsProps, liveSentence } from '../frame';
import type { ResultProps } from '../parts';
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
  summarize: liveSentence('liveKrn41', ({ result, input }) => ({
    leistung: result.heizleistung,
    vl: [Number(input.vorlaufTemp), 1],
    aus: [result.ausblastemperatur, 1],
  })),
  Results: Krn41Results,
  exportKind: 'krn41',
};

/** The tender text is written in the screen's language. */
const CALCULATOR = (locale: Locale): FlatCalculator<Krn41Result> => ({
  screen: 'krn41',
  specs: trenchSpecs(TRENCH_NAMES),
  schema: krn41Input,
  engine: calculateKrn41,
  labels: trenchLabels(TRENCH_NAMES),
  toInput: (fields) => ({ ...fields, sprache: locale }),
});

export const Krn41 = calculatorScreen('/api/KRN41/GetTemplate', CALCULATOR, VIEW, Krn41Inputs);

function Krn41Inputs({ t, locale, template, form }: InputsProps<{ groessen: TrenchSize[] }, Krn41Result>) {
  return <TrenchFields t={t} locale={locale} sizes={template.katalog.groessen} form={form} names={TRENCH_NAMES} />;
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
