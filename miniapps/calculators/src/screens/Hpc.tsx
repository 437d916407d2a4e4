import { calculateHpc } from '@portal/calc';
import { type HpcResult, hpcInput } from '@portal/contracts/calc';
import { type FieldSpec, specsOf } from '../form';
import { type CalculatorView, calculatorScreen, FieldGroups, type InputsProps } from '../frame';
import { yesNo } from '../parts';
import { fanConvectorCalculator, fanConvectorResults, operatingGroups, stageSummary } from './fanConvectorParts';

const SPECS: readonly FieldSpec[] = [
  ...specsOf('select', ['baulaenge'], { numeric: true }),
  ...specsOf('number', ['zielKuehlleistung', 'zielHeizleistung', 'zielSchalldruckpegel'], { optional: true }),
];

/** The lengths a template's `katalog` offers (GET /HPC/GetTemplate). */
interface HpcKatalog {
  baulaengen: number[];
}

const CALCULATOR = fanConvectorCalculator('hpc', SPECS, hpcInput, calculateHpc);

const VIEW: CalculatorView<HpcResult> = {
  id: 'hpc',
  summarize: ({ result, locale, t }) =>
    result.auslegung ? stageSummary(t, locale, result.auslegung) : t('keineLeistungsstufe'),
  Results: fanConvectorResults<HpcResult>({
    figures: ({ result, t }, n) => [
      {
        label: t('gewaehlteLeistungsstufe'),
        value: result.gewaehlteLeistungsstufe ?? t('keineLeistungsstufe'),
        ok: result.gewaehlteLeistungsstufe !== null,
        testId: 'hpc-stufe',
      },
      ...(result.auslegung
        ? [
            { label: t('gesamtleistungW'), value: n(result.auslegung.kuehlen.gesamtleistung) },
            { label: t('heizleistung'), value: n(result.auslegung.heizen.leistung) },
            { label: t('schalldruckpegel'), value: n(result.auslegung.schalldruckpegel, 1) },
          ]
        : []),
    ],
    size: ({ result: { hpcBaugroesse: b, kondensatHinweis }, t }, n) => [
      [t('modellnummer'), b.modellnummer],
      [t('registerlaengeMm'), n(b.registerlaenge)],
      [t('luefteranzahl'), n(b.luefteranzahl)],
      [t('kondensatHinweis'), yesNo(t, kondensatHinweis)],
    ],
  }),
  exportKind: 'hpc',
};

export const Hpc = calculatorScreen('/api/HPC/GetTemplate', CALCULATOR, VIEW, HpcInputs);

function HpcInputs({ t, template, form }: InputsProps<HpcKatalog, HpcResult>) {
  const lengths = template.katalog.baulaengen.map((l) => ({ value: String(l), label: String(l) }));
  return (
    <FieldGroups
      field={form.field}
      groups={[
        [t('baugroesse'), [form.field('baulaenge', lengths)]],
        [t('zieleGroup'), ['zielKuehlleistung', 'zielHeizleistung', 'zielSchalldruckpegel']],
        ...operatingGroups(t),
      ]}
    />
  );
}
