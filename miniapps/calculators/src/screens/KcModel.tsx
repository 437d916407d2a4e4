import { calculateKcModel } from '@portal/calc';
import { type KcModelResult, kcModelInput, WINKEL } from '@portal/contracts/calc';
import { catalogues, useFlatCalculator } from '../flat';
import type { FieldSpec } from '../form';
import { formatNumber } from '../format';
import { CalculatorFrame, type CalculatorView, FieldGroup } from '../frame';
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
  { name: 'bauhoehe', kind: 'select', numeric: true },
  { name: 'leitersystem', kind: 'select' },
  { name: 'baulaenge', kind: 'select', numeric: true },
  { name: 'leistungsstufe', kind: 'select', numeric: true },
  { name: 'winkelAnfang', kind: 'select' },
  { name: 'winkelEnde', kind: 'select' },
  { name: 'rlt', kind: 'check' },
  ...OPERATING_SPECS,
];

/** The heights, pipe systems and lengths a template's `katalog` offers (GET /KCModel/GetTemplate). */
interface KcKatalog {
  baugroessen: Array<{ bauhoehe: number; leitersystem: string; baulaengen: number[] }>;
}

const VIEW: CalculatorView<KcModelResult> = {
  id: 'kcmodel',
  summarize: ({ result, locale, t }) => stageSummary(t, locale, result.auslegung),
  Results: KcModelResults,
  exportKind: 'kcModel',
};

export const KcModel = withTemplate('/api/KCModel/GetTemplate', KcModelForm);

function KcModelForm(props: TemplateProps<KcKatalog>) {
  const { locale, t, template } = props;
  const calculator = useFanConvectorCalculator('kcModel', SPECS, kcModelInput, calculateKcModel, locale);
  const form = useFlatCalculator(calculator, props);
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
  const inputs = (
    <>
      <FieldGroup
        legend={t('baugroesse')}
        field={field}
        rows={[
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
        ]}
      />
      <OperatingFields t={t} field={field} />
    </>
  );
  return <CalculatorFrame {...props} view={VIEW} form={form} inputs={inputs} />;
}

function KcModelResults({ result, locale, t }: ResultProps<KcModelResult>) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  const b = result.baugroesse;
  const s = result.auslegung;
  return (
    <>
      <KeyFigures
        figures={[
          { label: t('gesamtleistungW'), value: n(s.kuehlen.gesamtleistung), testId: 'kc-kuehlleistung' },
          { label: t('heizleistung'), value: n(s.heizen.leistung), testId: 'kc-heizleistung' },
          { label: t('schalldruckpegel'), value: n(s.schalldruckpegel, 1) },
          { label: t('kondensatHinweis'), value: yesNo(t, result.kondensatHinweis), ok: !result.kondensatHinweis },
        ]}
      />
      <ResultTable
        caption={t('baugroesse')}
        rows={[
          [t('modelltyp'), b.modelltyp],
          [t('modellnummer'), b.modellnummer],
          [t('modellgruppe'), b.modellgruppe],
          [t('geraetetiefeMm'), n(b.bautiefe)],
          [t('innenbaulaengeMm'), n(b.innenbaulaenge)],
          [t('konvektorgesamtlaengeMm'), n(b.konvektorgesamtlaenge)],
          [t('minLaengeMm'), n(b.minLaenge)],
          [t('maxLeistungsstufe'), n(b.maxLeistungsstufe)],
        ]}
      />
      <FanConvectorDetails t={t} locale={locale} result={result} />
    </>
  );
}
