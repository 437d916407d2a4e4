import { calculateKrn92, inLanguage, KRN92_ERROR_TEXTS, krn92TenderText } from '@portal/calc';
import { type Krn92Input, type Krn92Result, krn92Input } from '@portal/contracts/calc';
import { type FlatCalculator, useFlatCalculator } from '../flat';
import type { FieldSpec } from '../form';
import { formatNumber } from '../format';
import { CalculatorLayout, type ResultProps, type TemplateProps, withTemplate } from '../parts';
import { KeyFigures, ResultTable } from '../tables';
import { lengthRows, TenderText, TrenchFields, type TrenchSize } from '../trenchParts';

const SPECS: readonly FieldSpec[] = [
  { name: 'Bauhoehe', kind: 'select', numeric: true },
  { name: 'Bautiefe', kind: 'select', numeric: true },
  { name: 'Baulaenge', kind: 'number' },
  { name: 'WinkelAnfang', kind: 'check' },
  { name: 'WinkelEnde', kind: 'check' },
  { name: 'VorlaufTemp', kind: 'number' },
  { name: 'RuecklaufTemp', kind: 'number' },
  { name: 'RaumTemp', kind: 'number' },
  { name: 'PrimaerluftTemp', kind: 'number' },
  { name: 'PrimaerluftVolumenstrom', kind: 'number' },
];

const KRN92: FlatCalculator<Krn92Result> = {
  screen: 'krn92',
  specs: SPECS,
  schema: krn92Input,
  engine: calculateKrn92,
  // The spec names the KRN92 inputs in PascalCase; their labels are the shared words.
  labels: {
    Bauhoehe: 'bauhoehe',
    Bautiefe: 'bautiefeKonvektor',
    Baulaenge: 'baulaenge',
    WinkelAnfang: 'winkelAnfang',
    WinkelEnde: 'winkelEnde',
    VorlaufTemp: 'vorlaufTemp',
    RuecklaufTemp: 'ruecklaufTemp',
    RaumTemp: 'raumTemp',
    PrimaerluftTemp: 'primaerluftTemp',
    PrimaerluftVolumenstrom: 'primaerluftVolumenstrom',
  },
};

export const Krn92 = withTemplate('/api/PM/KRN92/getTemplate', Krn92Form);

function Krn92Form(props: TemplateProps<{ groessen: TrenchSize[] }>) {
  const { locale, t, template } = props;
  const form = useFlatCalculator(KRN92, props);
  const { input, evaluation, messages } = form;
  const result = evaluation.result;
  const inputs = (
    <>
      <TrenchFields
        t={t}
        locale={locale}
        sizes={template.katalog.groessen}
        form={form}
        names={{
          height: 'Bauhoehe',
          depth: 'Bautiefe',
          length: 'Baulaenge',
          cornerStart: 'WinkelAnfang',
          cornerEnd: 'WinkelEnde',
          flow: 'VorlaufTemp',
          ret: 'RuecklaufTemp',
          room: 'RaumTemp',
        }}
      />
      <fieldset>
        <legend>{t('primaerluftGroup')}</legend>
        <div className="calc-pair">
          {form.field('PrimaerluftTemp')}
          {form.field('PrimaerluftVolumenstrom')}
        </div>
      </fieldset>
    </>
  );
  // Every code that applies (4 and 5 may come together), each with its text.
  const errorText =
    result?.errorCodes
      .flatMap((code) => {
        const text = KRN92_ERROR_TEXTS[code];
        return text ? [t('krn92Fehler', { code, text: inLanguage(text, locale) })] : [];
      })
      .join(' ') || undefined;
  return (
    <CalculatorLayout
      {...props}
      id="krn92"
      inputs={inputs}
      summary={
        result
          ? (errorText ??
            t('liveKrn92', {
              leistung: formatNumber(result.qGesamtleistung ?? 0, locale),
              raum: formatNumber(result.gesamtleistungRaum ?? 0, locale),
            }))
          : undefined
      }
      messages={messages}
      exportKind="krn92"
      exportInput={result ? input : undefined}
    >
      {result && (
        <>
          {errorText && <p className="calc-hints">{errorText}</p>}
          <Krn92Results result={result} input={input} locale={locale} t={t} />
        </>
      )}
    </CalculatorLayout>
  );
}

function Krn92Results({ result, input, locale, t }: ResultProps<Krn92Result>) {
  const n = (v: number | null, d = 0) => (v === null ? '–' : formatNumber(v, locale, d));
  return (
    <>
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
