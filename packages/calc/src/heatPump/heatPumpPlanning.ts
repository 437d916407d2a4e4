import { type HeatPumpPlanningInput, type HeatPumpPlanningResult, heatPumpPlanningInput } from '../contracts';
import { formatLimit } from '../format';
import { parseInput } from '../input';
import { HEAT_PUMP_FLOW_LIMIT } from '../physics/constants';
import { bivalencePoint, type LoadLine, loadAt, outdoorYear, outputCurve } from './bivalence';
import { heatPumpReady } from './readiness';
import { begSubsidy } from './subsidy';
import { seasonalPerformanceFactor } from './vdi4650';

/** GEG §71: at least 65 % of the heat from renewable energy. */
export const GEG_RENEWABLE_SHARE = 0.65;
/** The coldest outdoor temperature the bivalence point is looked for at, °C. */
const COLDEST = -40;
/** Curve points of the bivalence diagram: one per K from the design temperature to the heating limit. */
const CURVE_STEP = 1;

/**
 * Heat pump planning: the heat pump against the building's heat load (bivalence point, share of
 * the year's heat), its seasonal performance factor (VDI 4650 Blatt 1), the GEG §71 65 % check
 * and the BEG EM subsidy. docs/calculators.md ("Heat pump planning") names the sources.
 */
export function planHeatPump(input: HeatPumpPlanningInput): HeatPumpPlanningResult {
  const p = parseInput(heatPumpPlanningInput, input);
  const hinweise: string[] = [];
  const line: LoadLine = {
    heizlastKW: p.heizlast / 1000,
    normAussenTemp: p.normAussenTemp,
    heizgrenzTemp: p.heizgrenzTemp,
  };
  const air = p.art === 'luftWasser';
  const output = outputCurve(
    air
      ? [
          [-7, p.leistungA7],
          [2, p.leistungA2],
          [7, p.leistungAPlus7],
        ]
      : [[0, p.leistungA7]],
  );
  const bivalenzpunkt = bivalencePoint(line, output, COLDEST);
  const leistungBeiNormAussenTemp = output(p.normAussenTemp);
  const covers = leistungBeiNormAussenTemp >= line.heizlastKW;

  // The year's heat, hour by hour: parallel (and monovalent, a heating rod topping up) runs the
  // heat pump up to its output; alternative switches it off below the bivalence point.
  let total = 0;
  let byHeatPump = 0;
  for (const t of outdoorYear(p.jahresmittelTemp)) {
    const load = loadAt(line, t);
    if (load <= 0) continue;
    total += load;
    if (p.betriebsweise === 'bivalentAlternativ' && t < bivalenzpunkt) continue;
    byHeatPump += Math.min(load, output(t));
  }
  const deckungsanteil = total > 0 ? Math.min(1, byHeatPump / total) : 1;

  if (!covers && p.betriebsweise === 'monovalent')
    hinweise.push(
      `Die Wärmepumpe deckt die Heizlast bei Norm-Außentemperatur nicht (${formatLimit(leistungBeiNormAussenTemp)} von ${formatLimit(line.heizlastKW)} kW): größere Wärmepumpe oder bivalente Betriebsweise wählen.`,
    );

  const vdi = seasonalPerformanceFactor({
    art: p.art,
    cops: [p.copA7, p.copA2, p.copAPlus7],
    vorlaufTemp: p.vorlaufTemp,
    spreizung: p.spreizung,
    quellTemp: p.quellTemp,
  });
  const waermepumpenGeeignet = heatPumpReady(p.vorlaufTemp);
  if (air && !waermepumpenGeeignet)
    hinweise.push(
      `Vorlauftemperatur über ${formatLimit(HEAT_PUMP_FLOW_LIMIT)} °C: eine Luft/Wasser-Wärmepumpe arbeitet dort mit niedriger Jahresarbeitszahl; Heizflächen vergrößern oder Vorlauftemperatur senken.`,
    );
  if (p.vorlaufTemp > 60)
    hinweise.push('VDI 4650 Blatt 1 gilt bis 60 °C Vorlauftemperatur; die Jahresarbeitszahl darüber ist extrapoliert.');

  // A heat pump alone (monovalent, covering the load) meets GEG §71 on its own; otherwise its share counts.
  const erneuerbarerAnteil = p.betriebsweise === 'monovalent' && covers ? 1 : deckungsanteil;
  const geg = { pflicht: p.neubau, erneuerbarerAnteil, erfuellt: erneuerbarerAnteil >= GEG_RENEWABLE_SHARE };
  if (p.neubau && !geg.erfuellt)
    hinweise.push(
      `GEG §71 nicht erfüllt: die Wärmepumpe deckt ${Math.round(erneuerbarerAnteil * 100)} % der Heizwärme, gefordert sind 65 %.`,
    );

  const subsidy = begSubsidy({
    erzeuger: p.foerderung ? 'waermepumpe' : 'keine',
    neubau: p.neubau,
    geschwindigkeitsbonus: p.geschwindigkeitsbonus,
    einkommensbonus: p.einkommensbonus,
    effizienzbonus: p.natuerlichesKaeltemittel || !air,
    investition: p.investition,
    wohneinheiten: p.wohneinheiten,
  });
  if (p.foerderung && p.neubau)
    hinweise.push(
      'Neubauten fördert die BEG-Einzelmaßnahme nicht; gefördert wird ein Neubau über die Neubauförderung der KfW.',
    );

  const kurve: HeatPumpPlanningResult['kurve'] = [];
  const from = Math.floor(Math.min(p.normAussenTemp, bivalenzpunkt));
  for (let t = from; t <= p.heizgrenzTemp; t += CURVE_STEP)
    kurve.push({ aussenTemp: t, heizlast: loadAt(line, t), waermepumpe: output(t) });

  return {
    heizlastKW: line.heizlastKW,
    leistungBeiNormAussenTemp,
    bivalenzpunkt,
    deckungsanteil,
    jahresHeizwaerme: total,
    waermeZweiterzeuger: total - byHeatPump,
    jaz: vdi.jaz,
    jazFaktoren: { fSpreizung: vdi.fSpreizung, fVorlauf: vdi.fVorlauf, fPumpe: vdi.fPumpe },
    geg,
    foerderung: subsidy,
    waermepumpenGeeignet,
    kurve,
    hinweise,
    beispieldaten: true,
  };
}
