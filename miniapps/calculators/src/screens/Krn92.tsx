import { calculateKrn92, inLanguage, KRN92_ERROR_TEXTS, krn92TenderText } from '@portal/calc';
import type { Locale } from '@portal/contracts';
import { type Krn92Input, type Krn92Result, krn92Input } from '@portal/contracts/calc';
import type { FlatCalculator } from '../flat';
import type { FieldSpec } from '../form';
import { formatNumber } from '../format';
import { type CalculatorView, calculatorScreen, FieldGroup, type InputsProps, liveSentence } from '../frame';
import type { ResultProps } from '../parts';
import { KeyFigures, ResultTable } from '../tables';
import type { Translate } from '../texts';
import {
  lengthRows,
  pascalCase,
  TenderText,
  TRENCH_NAMES,
  type TrenchFieldNames,
  TrenchFields,
  type TrenchSize,
  trenchLabels,
  trenchSpecs,
} from '../trenchParts';

const NAMES = Object.fromEntries(
  Object.entries(TRENCH_NAMES).map(([k, name]) => [k, pascalCase(name)]),
) as unknown as TrenchFieldNames;
const PRIMARY_AIR = ['primaerluftTemp', 'primaerluftVolumenstrom'] as const;

const KRN92: FlatCalculator<Krn92Result> = {
  screen: 'krn92',
  specs: [...trenchSpecs(NAMES), ...PRIMARY_AIR.map((name): FieldSpec => ({ name: pascalCase(name), kind: 'number' }))],
  schema: krn92Input,
  engine: calculateKrn92,
  // The spec names the KRN92 inputs in PascalCase; their labels are the shared words.
  labels: { ...trenchLabels(NAMES), ...Object.fromEntries(PRIMARY_AIR.map((name) => [pascalCase(name), name])) },
};

const output = liveSentence<Krn92Result>('liveKrn92', ({ result }) => ({
  leistung: result.qGesamtleistung ?? 0,
  raum: result.gesamtleistungRaum ?? 0,
}));

const VIEW: CalculatorView<Krn92Result> = {
  id: 'krn92',
  summarize: (props) => errorText(props.t, props.locale, props.result) ?? output(props),
  Results: Krn92Results,
  exportKind: 'krn92',
};

export const Krn92 = calculatorScreen('/api/PM/KRN92/getTemplate', KRN92, VIEW, Krn92Inputs);

function Krn92Inputs({ locale, t, template, form }: InputsProps<{ groessen: TrenchSize[] }, Krn92Result>) {
  return (
    <>
      <TrenchFields t={t} locale={locale} sizes={template.katalog.groessen} form={form} names={NAMES} />
      <FieldGroup
        legend={t('primaerluftGroup')}
        field={form.field}
        rows={[['PrimaerluftTemp', 'PrimaerluftVolumenstrom']]}
      />
    </>
  );
}

/** Every code that applies (4 and 5 may come together), each with its text. */
function errorText(t: Translate, locale: Locale, result: Krn92Result): string | undefined {
  return (
    result.errorCodes
      .flatMap((code) => {
        const text = KRN92_ERROR_TEXTS[code];
        return text ? [t('krn92Fehler', { code, text: inLanguage(text, locale) })] : [];
      })
      .join(' ') || undefined
  );
}

function Krn92Results({ result, input, locale, t }: ResultProps<Krn92Result>) {
  const n = (v: number | null, d = 0) => (v === null ? '–' : formatNumber(v, locale, d));
  const errors = errorText(t, locale, result);
  return (
    <>
      {errors && <p className="calc-hints">{errors}</p>}
      <KeyFigures
        figures={[
          { label: t('qGesamtleistung'), value: n(result.qGesamtleistung), testId: 'qGesamtleistung' },
          { label: t('gesamtleistungRaum'), value: n(result.gesamtleistungRaum) },
          { label: t('mindestanzahlStutzen'), value: n(result.mindestanzahlStutzen), testId: 'mindestanzahlStutzen' },
        ]}
      />
      <ResultTable
        caption={t('results')}
        rows={[
          ...lengthRows(t, locale, result),
          [t('wasserUebertemp'), n(result.wasserUebertemp, 2)],
          [t('qGesamtleistungReg1m'), n(result.qGesamtleistungReg1m, 1)],
          [t('qZuluftanteilReg1m'), n(result.qZuluftanteilReg1m, 1)],
          [t('qfreieKonvektion1m'), n(result.qfreieKonvektion1m, 1)],
          [t('qGesamtleistung'), n(result.qGesamtleistung)],
          [t('leistungTempDiffLuftRaum'), n(result.leistungTempDiffLuftRaum)],
          [t('gesamtleistungRaum'), n(result.gesamtleistungRaum)],
          [t('wassermassenstrom'), n(result.wassermassenstrom, 1)],
          [t('volumenstromProMeterReg'), n(result.volumenstromProMeterReg, 1)],
          [t('mindestanzahlStutzen'), n(result.mindestanzahlStutzen)],
          [t('fehlercode'), n(result.errorCode)],
        ]}
      />
      <TenderText t={t} paragraphs={krn92TenderText(input as Krn92Input, result, locale)} />
    </>
  );
}
