import { calculateBuildingHeatLoad, planHeatPump } from '@portal/calc';
import { buildingCalcInput, type HeatPumpPlanningResult, heatPumpPlanningInput } from '@portal/contracts/calc';
import { useMemo } from 'react';
import { LineChart } from '../Chart';
import { catalogues, type FlatCalculator, useFlatCalculator } from '../flat';
import { type FieldSpec, type FormValues, specsOf } from '../form';
import { formatNumber } from '../format';
import { CalculatorFrame, type CalculatorView, FieldGroups, liveSentence } from '../frame';
import { Hints, type ResultProps, type ScreenProps, useLastInput } from '../parts';
import { DataTable, KeyFigures, ResultTable } from '../tables';
import type { TextKey, Translate } from '../texts';

const SPECS: readonly FieldSpec[] = [
  ...specsOf('number', ['heizlast', 'normAussenTemp', 'heizgrenzTemp', 'jahresmittelTemp']),
  ...specsOf('select', ['art', 'betriebsweise']),
  ...specsOf('number', ['leistungA7', 'leistungA2', 'leistungAPlus7', 'copA7', 'copA2', 'copAPlus7']),
  ...specsOf('number', ['quellTemp'], { optional: true }),
  ...specsOf('number', ['vorlaufTemp', 'spreizung']),
  ...specsOf('check', ['neubau', 'foerderung', 'natuerlichesKaeltemittel', 'geschwindigkeitsbonus', 'einkommensbonus']),
  ...specsOf('number', ['investition', 'wohneinheiten']),
];
/** Only an air source has an output curve over the air temperature; only brine and water a source temperature. */
const AIR_ONLY = new Set(['leistungA2', 'leistungAPlus7', 'copA2', 'copAPlus7']);
const LABELS: Readonly<Record<string, TextKey>> = {
  art: 'wpArt',
  betriebsweise: 'wpBetriebsweise',
  vorlaufTemp: 'vorlaufTempAuslegung',
  spreizung: 'wpSpreizung',
  neubau: 'wpNeubau',
  foerderung: 'wpFoerderung',
};
const ARTS = ['luftWasser', 'soleWasser', 'wasserWasser'] as const;
const MODES = ['monovalent', 'bivalentParallel', 'bivalentAlternativ'] as const;

const VIEW: CalculatorView<HeatPumpPlanningResult> = {
  id: 'heatpump',
  summarize: liveSentence('wpLive', ({ result }) => ({
    biv: [result.bivalenzpunkt, 1],
    jaz: [result.jaz, 2],
    anteil: result.deckungsanteil * 100,
  })),
  Results: HeatPumpResults,
  exportKind: 'heatPump',
};

/** The heat load and design temperature of the building calculation the user last ran on this page, if any. */
function fromBuilding(
  stored: unknown,
): { heizlast: number; normAussenTemp: number; jahresmittelTemp?: number } | undefined {
  if (!buildingCalcInput.safeParse(stored).success) return undefined;
  try {
    const result = calculateBuildingHeatLoad(stored as never, catalogues());
    if (!(result.heizlast > 0)) return undefined;
    const standort = (stored as { standort?: string }).standort?.toLowerCase();
    const location = catalogues().designTemperatures.find((d) => d.standort.toLowerCase() === standort);
    return {
      heizlast: Math.round(result.heizlast),
      normAussenTemp: result.normAussenTemp,
      ...(location ? { jahresmittelTemp: location.jahresmittelTemp } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * Heat pump planning, the third part of the building calculation (engine of POST
 * /api/BuildingCalc/calcHeatPump, run in the browser): the heat load comes from the heat load
 * part when it has been calculated; the bivalence diagram, the seasonal performance factor after
 * VDI 4650, the GEG §71 check and the BEG EM subsidy follow each keystroke.
 */
export function HeatPumpPlanning(props: ScreenProps & { variant: 'renovation' | 'newBuilding' }) {
  const { context, variant } = props;
  const building = useLastInput(context, `buildingCalc.${variant}`);
  const fromHeatLoad = useMemo(() => fromBuilding(building.restore()), [building]);
  const calculator = useMemo(() => {
    const start = heatPumpPlanningInput.parse({
      heizlast: fromHeatLoad?.heizlast ?? 8000,
      neubau: variant === 'newBuilding',
    });
    const calc: FlatCalculator<HeatPumpPlanningResult> = {
      screen: `buildingCalc.${variant}.heatPump`,
      specs: SPECS,
      schema: heatPumpPlanningInput,
      engine: planHeatPump,
      labels: LABELS,
      active: (values: FormValues) =>
        values.art === 'luftWasser'
          ? SPECS.filter((s) => s.name !== 'quellTemp')
          : SPECS.filter((s) => !AIR_ONLY.has(s.name)),
      // The building's heat load wins over a kept input: the heat pump follows the building.
      fromInput: (input) => ({ ...input, ...(fromHeatLoad ?? {}) }),
    };
    return { calc, start: { input: start as Record<string, unknown>, katalog: null } };
  }, [fromHeatLoad, variant]);
  return (
    <HeatPumpForm {...props} calculator={calculator.calc} template={calculator.start} fromHeatLoad={!!fromHeatLoad} />
  );
}

function HeatPumpForm(
  props: ScreenProps & {
    calculator: FlatCalculator<HeatPumpPlanningResult>;
    template: { input: Record<string, unknown>; katalog: null };
    fromHeatLoad: boolean;
  },
) {
  const { t, calculator, fromHeatLoad } = props;
  const form = useFlatCalculator(calculator, props);
  const { values, field } = form;
  const air = values.art === 'luftWasser';
  const options = (keys: readonly string[]) => keys.map((k) => ({ value: k, label: t(k as TextKey) }));
  const inputs = (
    <FieldGroups
      field={field}
      groups={[
        [
          t('wpGebaeudeGroup'),
          [
            fromHeatLoad && <p className="calc-note">{t('wpAusHeizlast')}</p>,
            'heizlast',
            'normAussenTemp',
            'heizgrenzTemp',
            'jahresmittelTemp',
            'neubau',
          ],
        ],
        [
          t('wpGeraetGroup'),
          [
            field('art', options(ARTS)),
            field('betriebsweise', options(MODES)),
            'leistungA7',
            air && 'leistungA2',
            air && 'leistungAPlus7',
            'copA7',
            air && 'copA2',
            air && 'copAPlus7',
            !air && 'quellTemp',
            'vorlaufTemp',
            'spreizung',
          ],
        ],
        [
          t('wpFoerderGroup'),
          [
            'foerderung',
            'natuerlichesKaeltemittel',
            'geschwindigkeitsbonus',
            'einkommensbonus',
            'investition',
            'wohneinheiten',
          ],
        ],
      ]}
    />
  );
  return <CalculatorFrame {...props} view={VIEW} form={form} inputs={inputs} />;
}

function gegVerdict(t: Translate, r: HeatPumpPlanningResult): string {
  if (r.geg.pflicht) return t(r.geg.erfuellt ? 'wpGegErfuellt' : 'wpGegNichtErfuellt');
  return t(r.geg.erfuellt ? 'wpGegKeinePflicht' : 'wpGegKeinePflichtNicht');
}

function HeatPumpResults({ result, locale, t }: ResultProps<HeatPumpPlanningResult>) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  return (
    <>
      <KeyFigures
        figures={[
          { label: t('wpBivalenzpunkt'), value: n(result.bivalenzpunkt, 1), testId: 'wp-bivalenzpunkt' },
          { label: t('wpJaz'), value: n(result.jaz, 2), testId: 'wp-jaz' },
          {
            label: t('wpGeg'),
            value: gegVerdict(t, result),
            ok: result.geg.pflicht ? result.geg.erfuellt : undefined,
            testId: 'wp-geg',
          },
          { label: t('wpFoerderbetrag'), value: n(result.foerderung.betrag), testId: 'wp-foerderung' },
        ]}
      />
      <ResultTable
        caption={t('partHeatPump')}
        rows={[
          [t('wpHeizlastKW'), n(result.heizlastKW, 2)],
          [t('wpLeistungNorm'), n(result.leistungBeiNormAussenTemp, 2)],
          [t('wpDeckungsanteil'), n(result.deckungsanteil * 100, 1)],
          [t('wpJahresHeizwaerme'), n(result.jahresHeizwaerme)],
          [t('wpZweiterzeuger'), n(result.waermeZweiterzeuger)],
          [t('wpErneuerbar'), n(result.geg.erneuerbarerAnteil * 100, 1)],
          [t('fSpreizung'), n(result.jazFaktoren.fSpreizung, 3)],
          [t('fVorlauf'), n(result.jazFaktoren.fVorlauf, 3)],
          [t('fPumpe'), n(result.jazFaktoren.fPumpe, 3)],
          [t('wpFoerderquote'), n(result.foerderung.quote * 100)],
          [t('wpFoerderfaehig'), n(result.foerderung.foerderfaehigeKosten)],
        ]}
      />
      {result.foerderung.bestandteile.length > 0 && (
        <DataTable
          caption={t('wpBestandteile')}
          columns={[t('wpBonus'), t('wpQuote')]}
          rows={result.foerderung.bestandteile.map((b) => [t(b.art as TextKey), n(b.quote * 100)])}
        />
      )}
      <LineChart
        title={t('wpKurve')}
        xLabel={t('wpAussenTemp')}
        xAxisName={t('wpAussenTempAchse')}
        yLabel={t('wpLeistungKW')}
        series={[
          { name: t('wpLastlinie'), points: result.kurve.map((k) => ({ x: k.aussenTemp, y: k.heizlast })) },
          { name: t('wpWaermepumpe'), points: result.kurve.map((k) => ({ x: k.aussenTemp, y: k.waermepumpe })) },
        ]}
        markers={[{ label: t('wpBivalenzpunkt'), x: result.bivalenzpunkt }]}
        locale={locale}
        t={t}
        yDigits={1}
      />
      <Hints t={t} hints={result.hinweise} locale={locale} />
    </>
  );
}
