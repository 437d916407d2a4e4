import { calculateHpc } from '@portal/calc';
import { type HpcResult, hpcInput } from '@portal/contracts/calc';
import { useFlatCalculator } from '../flat';
import type { FieldSpec } from '../form';
import { formatNumber } from '../format';
import { CalculatorFrame, type CalculatorView, FieldGroups } from '../frame';
import { type ResultProps, type TemplateProps, withTemplate, yesNo } from '../parts';
import { KeyFigures, ResultTable } from '../tables';
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

const VIEW: CalculatorView<HpcResult> = {
  id: 'hpc',
  summarize: ({ result, locale, t }) =>
    result.auslegung ? stageSummary(t, locale, result.auslegung) : t('keineLeistungsstufe'),
  Results: HpcResults,
  exportKind: 'hpc',
};

export const Hpc = withTemplate('/api/HPC/GetTemplate', HpcForm);

function HpcForm(props: TemplateProps<HpcKatalog>) {
  const { locale, t, template } = props;
  const calculator = useFanConvectorCalculator('hpc', SPECS, hpcInput, calculateHpc, locale);
  const form = useFlatCalculator(calculator, props);
  const lengths = template.katalog.baulaengen.map((l) => ({ value: String(l), label: String(l) }));
  const inputs = (
    <>
      <FieldGroups
        field={form.field}
        groups={[
          [t('baugroesse'), [form.field('baulaenge', lengths)]],
          [t('zieleGroup'), ['zielKuehlleistung', 'zielHeizleistung', 'zielSchalldruckpegel']],
        ]}
      />
      <OperatingFields t={t} field={form.field} />
    </>
  );
  return <CalculatorFrame {...props} view={VIEW} form={form} inputs={inputs} />;
}

function HpcResults({ result, locale, t }: ResultProps<HpcResult>) {
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
