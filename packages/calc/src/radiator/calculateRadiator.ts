import { type Catalogues, type RadiatorRow, sampleCatalogues } from '../catalogues';
import {
  type HeizkoerperAuswahl,
  type RadiatorCalcInput,
  type RadiatorCalcResult,
  radiatorCalcInput,
} from '../contracts';
import { CalcInputError, parseInput } from '../input';
import { arithmeticExcessTemperature, logMeanExcessTemperature } from '../physics/excessTemperature';
import { conversionFactor } from '../physics/output';
import { sabineAbsorptionArea, soundPressureFromAbsorption } from '../physics/sound';
import { waterMassFlow } from '../physics/waterFlow';
import { type HeatingMethod, heatingMethodFor } from './heatingMethod';
import { fanStagesOf, radiatorOfSize, requireRadiators, sizedNote } from './radiatorCatalogue';
import { pressureNotes, valvePresetting } from './valvePresetting';

/**
 * Radiator calculation (XFlair): selects the radiator of the chosen type and execution that meets
 * zielLeistung within toleranz at the operating temperatures (EN 442 conversion with each
 * catalogue row's exponent), decides natural convection or fan stage, and sizes the water flow,
 * valve presetting and sound. With bauhoehe and baulaenge given it calculates that radiator.
 *
 * Selection rule (auswahl): by default natural convection before fans, then the output nearest
 * the target at or above it within the tolerance (else the nearest below within it), then the
 * shorter radiator — the quiet choice. 'kleinsterHeizkoerper'
 * takes the smallest radiator (nominal output) with the lowest fan stage it needs — the compact
 * choice fan-assisted radiators are bought for.
 */
export function calculateRadiator(
  input: RadiatorCalcInput,
  catalogues: Catalogues = sampleCatalogues(),
): RadiatorCalcResult {
  const p = parseInput(radiatorCalcInput, input);
  const hinweise: string[] = [];
  let rows = requireRadiators(catalogues, p.heizkoerpertyp, p.ausfuehrung, {
    typ: 'heizkoerpertyp',
    ausfuehrung: 'ausfuehrung',
  });
  if (p.bauhoehe !== undefined) {
    rows = rows.filter((r) => r.bauhoehe === p.bauhoehe);
    if (rows.length === 0)
      throw new CalcInputError([{ field: 'bauhoehe', message: `height ${p.bauhoehe} mm is not in the catalogue` }]);
    if (p.baulaenge !== undefined) {
      const sized = radiatorOfSize(rows, p.bauhoehe, p.baulaenge);
      const note = sized && sizedNote(sized.by);
      if (note) hinweise.push(note);
      rows = sized ? [sized.row] : [];
    }
  }
  const stages = fanStagesOf(catalogues, p.heizkoerpertyp, p.ausfuehrung).filter(
    (s) => p.maxLuefterstufe === undefined || s.stufe <= p.maxLuefterstufe,
  );
  const threshold = p.zielLeistung * (1 - p.toleranz);
  const evaluated = evaluateRows(rows, stages, threshold, p);
  const meeting = evaluated
    .filter((e) => e.method.meets)
    .sort(p.auswahl === 'kleinsterHeizkoerper' ? bySize : byQuietFirst(p.zielLeistung, p.toleranz));

  let chosen = meeting[0];
  if (!chosen) {
    // Nothing meets the target: show the strongest radiator, so the user sees how far off it is.
    chosen = [...evaluated].sort((a, b) => b.method.output - a.method.output)[0];
    hinweise.push('Kein Heizkörper im Katalog erreicht die Zielleistung innerhalb der Toleranz.');
  }
  if (!chosen) throw new CalcInputError([{ field: 'heizkoerpertyp', message: 'no radiator to calculate' }]);

  const spread = p.vorlaufTemp - p.ruecklaufTemp;
  const output = chosen.method.output;
  const wassermassenstrom = waterMassFlow(output, spread);
  const valve = valvePresetting(catalogues, p.ventil, 'ventil', wassermassenstrom, p.differenzdruck, p.regeldifferenz);
  if (valve.ventilvoreinstellung === null)
    hinweise.push('Der Durchfluss übersteigt die größte Voreinstellung des Ventils.');
  hinweise.push(...pressureNotes(p.differenzdruck));

  const stage = chosen.method.stage;
  const schallleistungspegel = stage ? stage.schallleistungspegel + 10 * Math.log10(chosen.row.baulaenge / 1000) : null;
  const schalldruckpegel =
    schallleistungspegel === null
      ? null
      : soundPressureFromAbsorption(schallleistungspegel, sabineAbsorptionArea(p.raumvolumen, p.nachhallzeit));

  const waermepumpenGeeignet = p.vorlaufTemp <= p.waermepumpenGrenzTemp;
  if (!waermepumpenGeeignet)
    hinweise.push(`Vorlauftemperatur über ${p.waermepumpenGrenzTemp} °C: für Wärmepumpen ungünstig.`);

  return {
    uebertemp_log: logMeanExcessTemperature(p.vorlaufTemp, p.ruecklaufTemp, p.raumTemp),
    uebertemp_arith: arithmeticExcessTemperature(p.vorlaufTemp, p.ruecklaufTemp, p.raumTemp),
    umrechnungsfaktor: chosen.factor,
    heizkoerper: toAuswahl(chosen),
    heizmethode: chosen.method.heizmethode,
    luefterstufe: stage?.stufe ?? null,
    heizleistung: output,
    abweichung: output / p.zielLeistung - 1,
    innerhalbToleranz: output >= threshold,
    wassermassenstrom,
    durchfluss: wassermassenstrom,
    ...valve,
    schallleistungspegel,
    schalldruckpegel,
    waermepumpenGeeignet,
    kandidaten: p.anzeigeLeistung ? smallestPerHeight(meeting).map(toAuswahl) : [],
    hinweise,
  };
}

interface Evaluated {
  row: RadiatorRow;
  factor: number;
  method: HeatingMethod;
}

function evaluateRows(
  rows: readonly RadiatorRow[],
  stages: Parameters<typeof heatingMethodFor>[1],
  threshold: number,
  p: { vorlaufTemp: number; ruecklaufTemp: number; raumTemp: number; methode: 'log' | 'arithmetic' },
): Evaluated[] {
  // Rows of one type usually share few exponents; cache the factor per exponent.
  const factors = new Map<number, number>();
  return rows.map((row) => {
    let factor = factors.get(row.exponent);
    if (factor === undefined) {
      factor = conversionFactor(row.exponent, p.vorlaufTemp, p.ruecklaufTemp, p.raumTemp, p.methode);
      factors.set(row.exponent, factor);
    }
    return { row, factor, method: heatingMethodFor(row.normleistung * factor, stages, threshold) };
  });
}

/**
 * Natural convection before fans; then the output nearest the target from above within the
 * tolerance (target … target·(1 + toleranz)), else the nearest below it within the tolerance, else
 * the smallest above the band; then the shorter radiator.
 */
function byQuietFirst(target: number, tolerance: number) {
  const band = (output: number) =>
    output >= target ? (output <= target * (1 + tolerance) ? 0 : 2) : output >= target * (1 - tolerance) ? 1 : 3;
  return (a: Evaluated, b: Evaluated): number =>
    (a.method.stage?.stufe ?? 0) - (b.method.stage?.stufe ?? 0) ||
    band(a.method.output) - band(b.method.output) ||
    Math.abs(a.method.output - target) - Math.abs(b.method.output - target) ||
    a.row.baulaenge - b.row.baulaenge;
}

function bySize(a: Evaluated, b: Evaluated): number {
  return (
    a.row.normleistung - b.row.normleistung ||
    (a.method.stage?.stufe ?? 0) - (b.method.stage?.stufe ?? 0) ||
    a.row.baulaenge - b.row.baulaenge
  );
}

function smallestPerHeight(sorted: readonly Evaluated[]): Evaluated[] {
  const byHeight = new Map<number, Evaluated>();
  for (const e of sorted) if (!byHeight.has(e.row.bauhoehe)) byHeight.set(e.row.bauhoehe, e);
  return [...byHeight.values()].sort((a, b) => a.row.bauhoehe - b.row.bauhoehe);
}

function toAuswahl(e: Evaluated): HeizkoerperAuswahl {
  return {
    heizkoerpertyp: e.row.heizkoerpertyp,
    ausfuehrung: e.row.ausfuehrung,
    bauhoehe: e.row.bauhoehe,
    baulaenge: e.row.baulaenge,
    normleistung: e.row.normleistung,
    exponent: e.row.exponent,
    heizleistung: e.method.output,
    heizmethode: e.method.heizmethode,
    luefterstufe: e.method.stage?.stufe ?? null,
  };
}
