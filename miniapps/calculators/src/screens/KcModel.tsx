import { calculateKcModel } from '@portal/calc';
import { type KcModelResult, kcModelInput, WINKEL } from '@portal/contracts/calc';
import { catalogues } from '../flat';
import { type FieldSpec, specsOf } from '../form';
import { type CalculatorView, calculatorScreen, FieldGroups, type InputsProps } from '../frame';
import { yesNo } from '../parts';
import { fanConvectorCalculator, fanConvectorResults, operatingGroups, stageSummary } from './fanConvectorParts';

const SPECS: readonly FieldSpec[] = [
  ...specsOf('select', ['bauhoehe'], { numeric: true }),
  ...specsOf('select', ['leitersystem']),
  ...specsOf('select', ['baulaenge', 'leistungsstufe'], { numeric: true }),
  ...specsOf('select', ['winkelAnfang', 'winkelEnde']),
  ...specsOf('check', ['rlt']),
];

/** The heights, pipe systems and lengths a template's `katalog` offers (GET /KCModel/GetTemplate). */
interface KcKatalog {
  baugroessen: Array<{ bauhoehe: number; leitersystem: string; baulaengen: number[] }>;
}

const CALCULATOR = fanConvectorCalculator('kcModel', SPECS, kcModelInput, calculateKcModel);

const VIEW: CalculatorView<KcModelResult> = {
  id: 'kcmodel',
  summarize: ({ result, locale, t }) => stageSummary(t, locale, result.auslegung),
  Results: fanConvectorResults<KcModelResult>({
    figures: ({ result: { auslegung: s, kondensatHinweis }, t }, n) => [
      { label: t('gesamtleistungW'), value: n(s.kuehlen.gesamtleistung), testId: 'kc-kuehlleistung' },
      { label: t('heizleistung'), value: n(s.heizen.leistung), testId: 'kc-heizleistung' },
      { label: t('schalldruckpegel'), value: n(s.schalldruckpegel, 1) },
      { label: t('kondensatHinweis'), value: yesNo(t, kondensatHinweis), ok: !kondensatHinweis },
    ],
    size: ({ result: { baugroesse: b }, t }, n) => [
      [t('modelltyp'), b.modelltyp],
      [t('modellnummer'), b.modellnummer],
      [t('modellgruppe'), b.modellgruppe],
      [t('geraetetiefeMm'), n(b.bautiefe)],
      [t('innenbaulaengeMm'), n(b.innenbaulaenge)],
      [t('konvektorgesamtlaengeMm'), n(b.konvektorgesamtlaenge)],
      [t('minLaengeMm'), n(b.minLaenge)],
      [t('maxLeistungsstufe'), n(b.maxLeistungsstufe)],
    ],
  }),
  exportKind: 'kcModel',
};

export const KcModel = calculatorScreen('/api/KCModel/GetTemplate', CALCULATOR, VIEW, KcModelInputs);

function KcModelInputs({ t, template, form }: InputsProps<KcKatalog, KcModelResult>) {
  const { field, text } = form;
  const sizes = template.katalog.baugroessen;
  const height = Number(text('bauhoehe'));
  const ofHeight = sizes.filter((s) => s.bauhoehe === height);
  const size = ofHeight.find((s) => s.leitersystem === text('leitersystem'));
  const row = catalogues().kcModels.find(
    (r) =>
      r.bauhoehe === height && r.leitersystem === text('leitersystem') && r.baulaenge === Number(text('baulaenge')),
  );
  const option = (v: number | string, label = String(v)) => ({ value: String(v), label });
  const winkel = WINKEL.map((w) => option(w, w === 'ohne' ? t('ohneWinkel') : `${w}°`));
  const stages = Array.from({ length: row?.maxLeistungsstufe ?? 1 }, (_, i) => option(i + 1));
  return (
    <FieldGroups
      field={field}
      groups={[
        [
          t('baugroesse'),
          [
            field(
              'bauhoehe',
              [...new Set(sizes.map((s) => s.bauhoehe))].map((h) => option(h)),
            ),
            field(
              'leitersystem',
              ofHeight.map((s) => option(s.leitersystem)),
            ),
            field(
              'baulaenge',
              (size?.baulaengen ?? []).map((l) => option(l)),
            ),
            field('leistungsstufe', stages),
            [field('winkelAnfang', winkel), field('winkelEnde', winkel)],
            'rlt',
          ],
        ],
        ...operatingGroups(t),
      ]}
    />
  );
}
