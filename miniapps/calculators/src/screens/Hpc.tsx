import { calculateHpc } from '@portal/calc';
import type { Locale } from '@portal/contracts';
import { type HpcResult, hpcInput } from '@portal/contracts/calc';
import { useFlatCalculator } from '../flat';
import type { FieldSpec } from '../form';
import { formatNumber } from '../format';
import { CalculatorLayout, type TemplateProps, withTemplate, yesNo } from '../parts';
import { KeyFigures, ResultTable } from '../tables';
import type { Translate } from '../texts';
import {
  FanConvectorDetails,
  OPERATING_SPECS,
  OperatingFields,
  stageSummary,
  useFanConvectorCalculator,
} from './fanConvectorParts';

const SPECS: readonly FieldSpec[] = [
  { name: 'baulaenge', kind: 'select', numeric: true },
  { name: 'zielKuehlleistung', kind: 'number', optional: true },
  { name: 'zielHeizleistung', kind: 'number', optional: true },
  { name: 'zielSchalldruckpegel', kind: 'number', optional: true },
  ...OPERATING_SPECS,
];

/** The lengths a template's `katalog` offers (GET /HPC/GetTemplate). */
interface HpcKatalog {
  baulaengen: number[];
}

export const Hpc = withTemplate('/api/HPC/GetTemplate', HpcForm);

function HpcForm(props: TemplateProps<HpcKatalog>) {
  const { locale, t, template } = props;
  const calculator = useFanConvectorCalculator('hpc', SPECS, hpcInput, calculateHpc, locale);
  const { input, evaluation, messages, field } = useFlatCalculator(calculator, props);
  const result = evaluation.result;
  const inputs = (
    <>
      <fieldset>
        <legend>{t('baugroesse')}</legend>
        {field(
          'baulaenge',
          template.katalog.baulaengen.map((l) => ({ value: String(l), label: String(l) })),
        )}
      </fieldset>
      <fieldset>
        <legend>{t('zieleGroup')}</legend>
        {field('zielKuehlleistung')}
        {field('zielHeizleistung')}
        {field('zielSchalldruckpegel')}
      </fieldset>
      <OperatingFields t={t} field={(name) => field(name)} />
    </>
  );
  const summary = result
    ? result.auslegung
      ? stageSummary(t, locale, result.auslegung)
      : t('keineLeistungsstufe')
    : undefined;
  return (
    <CalculatorLayout
      {...props}
      id="hpc"
      inputs={inputs}
      summary={summary}
      messages={messages}
      exportKind="hpc"
      exportInput={result ? input : undefined}
    >
      {result && <HpcResults result={result} locale={locale} t={t} />}
    </CalculatorLayout>
  );
}

function HpcResults({ result, locale, t }: { result: HpcResult; locale: Locale; t: Translate }) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  const b = result.hpcBaugroesse;
  const s = result.auslegung;
  return (
    <>
      <KeyFigures
        figures={[
          {
            label: t('gewaehlteLeistungsstufe'),
            value: result.gewaehlteLeistungsstufe ?? t('keineLeistungsstufe'),
            ok: result.gewaehlteLeistungsstufe !== null,
            testId: 'hpc-stufe',
          },
          ...(s
            ? [
                { label: t('gesamtleistungW'), value: n(s.kuehlen.gesamtleistung) },
                { label: t('heizleistung'), value: n(s.heizen.leistung) },
                { label: t('schalldruckpegel'), value: n(s.schalldruckpegel, 1) },
              ]
            : []),
        ]}
      />
      <ResultTable
        caption={t('baugroesse')}
        rows={[
          [t('modellnummer'), b.modellnummer],
          [t('registerlaengeMm'), n(b.registerlaenge)],
          [t('luefteranzahl'), n(b.luefteranzahl)],
          [t('kondensatHinweis'), yesNo(t, result.kondensatHinweis)],
        ]}
      />
      <FanConvectorDetails t={t} locale={locale} result={result} />
    </>
  );
}
