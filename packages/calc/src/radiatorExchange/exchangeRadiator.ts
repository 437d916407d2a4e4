import { type Catalogues, type FanStageRow, type RadiatorRow, sampleCatalogues } from '../catalogues';
import {
  type RadiatorExchangeInput,
  type RadiatorExchangeParsed,
  type RadiatorExchangeResult,
  radiatorExchangeInput,
  type TauschVorschlag,
} from '../contracts';
import { formatLimit } from '../format';
import { heatPumpReady } from '../heatPump/readiness';
import { CalcInputError, parseInput } from '../input';
import { logMeanExcessTemperature } from '../physics/excessTemperature';
import { flowTemperatureFor, largestSpread } from '../physics/flowTemperature';
import { outputAt } from '../physics/output';
import { waterMassFlow } from '../physics/waterFlow';
import {
  estimatedPanelRadiator,
  fanStagesOf,
  radiatorOfSize,
  radiatorsOf,
  requireRadiators,
  sizedNote,
} from '../radiator/radiatorCatalogue';
import { pressureNotes, valvePresetting } from '../radiator/valvePresetting';
import { estimatedSectionalRadiator, oldSectionalRadiator, SECTIONAL_ESTIMATE_BAND } from './oldSectionalRadiators';

/**
 * Radiator exchange (XFlairTausch), calculations.md §2:
 * 1. the old radiator's output at the old temperatures (or the known zielleistung); an old
 *    cast-iron sectional radiator from its published output per section (oldSectionalRadiators);
 * 2. the flow and return temperature at which the new radiator gives that output with the new
 *    spread (closed form), trying fan stages of a fan-assisted radiator when natural convection
 *    would need more than the heat-pump limit;
 * 3. flow and valve presetting of the new radiator.
 * The room's demand scales with (θi − θe) when the room temperature changes. A flow temperature
 * above the system's maximum is not reachable: the result then gives what the radiator delivers
 * at that maximum and, as it does above the heat-pump limit, what would reach the demand.
 */
export function exchangeRadiator(
  input: RadiatorExchangeInput,
  catalogues: Catalogues = sampleCatalogues(),
): RadiatorExchangeResult {
  const p = parseInput(radiatorExchangeInput, input);
  const hinweise: string[] = [];

  const old = oldRadiator(catalogues, p);
  if (old.estimated) hinweise.push(old.note);
  const spreizungAlt = p.vorlaufTempAlt - p.ruecklaufTempAlt;
  const oldTemperaturesValid = spreizungAlt >= 0 && p.ruecklaufTempAlt > p.raumTempAlt;
  const logUeberTempAlt = oldTemperaturesValid
    ? logMeanExcessTemperature(p.vorlaufTempAlt, p.ruecklaufTempAlt, p.raumTempAlt)
    : 0;
  const known = p.zielLeistungBekannt && p.zielleistung !== undefined;
  const zielleistungAlt = known
    ? (p.zielleistung as number)
    : outputAt(old.row.normleistung, old.row.exponent, p.vorlaufTempAlt, p.ruecklaufTempAlt, p.raumTempAlt, p.methode);
  // The room loses heat in proportion to (θi − θe): a warmer or cooler room changes the demand.
  // A known zielleistung is the demand already (e.g. from a heat-load calculation at raumTempNeu).
  const waermebedarfNeu = known
    ? zielleistungAlt
    : (zielleistungAlt * (p.raumTempNeu - p.normAussenTemp)) / (p.raumTempAlt - p.normAussenTemp);

  const neu = newRadiator(catalogues, p);
  const sizedBy = sizedNote(neu.by, 'neu');
  if (sizedBy) hinweise.push(sizedBy);
  const stages = p.luefterNutzen ? fanStagesOf(catalogues, p.heizkoerpertypNeu, p.ausfuehrungNeu) : [];
  const needed = operatingPoint(neu.row, stages, waermebedarfNeu, p);
  if (needed.ret - p.raumTempNeu < MIN_RETURN_EXCESS) {
    const largest =
      Math.floor(largestSpread(waermebedarfNeu, needed.nominal, neu.row.exponent, MIN_RETURN_EXCESS, p.methode) * 10) /
      10;
    throw new CalcInputError([
      {
        field: 'spreizungNeu',
        message: `must be at most ${largest}: the new radiator is so large for the demand that its return would reach room temperature`,
      },
    ]);
  }
  const erreichbar = needed.flow <= p.maxVorlaufTemp;
  // Beyond the system's maximum the radiator runs at that maximum and falls short.
  const operating = erreichbar ? needed : { ...needed, flow: p.maxVorlaufTemp, ret: p.maxVorlaufTemp - p.spreizungNeu };
  const heizleistungNeu = outputAt(
    operating.nominal,
    neu.row.exponent,
    operating.flow,
    operating.ret,
    p.raumTempNeu,
    p.methode,
  );
  const waermepumpenGeeignet = erreichbar && heatPumpReady(operating.flow, p.waermepumpenGrenzTemp);
  if (!erreichbar)
    hinweise.push(
      `Nicht erreichbar: der neue Heizkörper bräuchte mehr als die maximale Vorlauftemperatur von ${formatLimit(p.maxVorlaufTemp)} °C und gibt dort ${Math.round(heizleistungNeu)} W von ${Math.round(waermebedarfNeu)} W.`,
    );
  else if (!waermepumpenGeeignet)
    hinweise.push(
      `Benötigte Vorlauftemperatur über ${formatLimit(p.waermepumpenGrenzTemp)} °C: größeren Heizkörper oder Lüfterstufe wählen.`,
    );
  // Within the heat-pump limit first; when nothing gets there, within the system's maximum.
  const vorschlaege = waermepumpenGeeignet
    ? []
    : ([Math.min(p.maxVorlaufTemp, p.waermepumpenGrenzTemp), p.maxVorlaufTemp]
        .map((limit) => alternatives(catalogues, neu.row, waermebedarfNeu, limit, p))
        .find((found) => found.length > 0) ?? []);
  for (const v of vorschlaege) hinweise.push(proposalNote(v));
  if (!waermepumpenGeeignet && vorschlaege.length === 0)
    hinweise.push('Kein Heizkörper im Katalog erreicht den Wärmebedarf innerhalb der Temperaturgrenzen.');

  const wassermassenstromNeu = waterMassFlow(heizleistungNeu, p.spreizungNeu);
  const valve = valvePresetting(
    catalogues,
    p.varianteNeu,
    'varianteNeu',
    wassermassenstromNeu,
    p.differenzdruckNeu,
    p.regeldifferenzNeu,
    'differenzdruckNeu',
  );
  if (valve.ventilvoreinstellung === null)
    hinweise.push('Der Durchfluss übersteigt die größte Voreinstellung des Ventils.');
  hinweise.push(...pressureNotes(p.differenzdruckNeu));

  return {
    zielleistungAlt,
    waermebedarfNeu,
    erreichbar,
    fehlleistung: erreichbar ? 0 : Math.max(0, waermebedarfNeu - heizleistungNeu),
    vorschlaege,
    spreizungAlt,
    logUeberTempAlt,
    normleistungAlt: old.row.normleistung,
    normleistungNeu: neu.row.normleistung,
    normleistungAltGeschaetzt: old.estimated,
    heizmethode: operating.stage ? 'luefter' : 'natuerlicheKonvektion',
    luefterstufe: operating.stage?.stufe ?? null,
    vorlaufTempNeu: operating.flow,
    ruecklaufTempNeu: operating.ret,
    logUeberTempNeu: logMeanExcessTemperature(operating.flow, operating.ret, p.raumTempNeu),
    heizleistungNeu,
    durchflussNeu: wassermassenstromNeu,
    wassermassenstromNeu,
    ...valve,
    waermepumpenGeeignet,
    hinweise,
  };
}

/** K the return must stay above the room: closer, the radiator's output has no meaningful temperatures. */
const MIN_RETURN_EXCESS = 0.5;

/** A proposal as a note (German, translated with the other notes). */
function proposalNote(v: TauschVorschlag): string {
  const size = `Typ ${v.heizkoerpertyp}, ${v.bauhoehe} × ${v.baulaenge} mm`;
  const flow = Math.ceil(v.vorlaufTemp);
  return v.anzahl > 1
    ? `Vorschlag: ${v.anzahl} Heizkörper ${size} erreichen den Wärmebedarf mit ${flow} °C Vorlauf.`
    : `Vorschlag: ${size} erreicht den Wärmebedarf mit ${flow} °C Vorlauf.`;
}

/** A temperature limit as the notes write it: whole degrees without decimals, else one decimal. */

/**
 * What reaches the demand by natural convection at a flow temperature up to `limit`: the smallest larger size of the chosen type and execution, the
 * smallest radiator of another type at the chosen height, and two of the chosen radiator sharing
 * the demand.
 */
function alternatives(
  catalogues: Catalogues,
  chosen: RadiatorRow,
  demand: number,
  limit: number,
  p: RadiatorExchangeParsed,
): TauschVorschlag[] {
  const flowFor = (row: RadiatorRow, share: number) =>
    flowTemperatureFor(demand * share, row.normleistung, row.exponent, p.spreizungNeu, p.raumTempNeu, p.methode).flow;
  const reaching = (rows: readonly RadiatorRow[]) =>
    rows
      .filter((r) => r.normleistung > 0 && flowFor(r, 1) <= limit)
      .sort((a, b) => a.normleistung - b.normleistung || a.baulaenge - b.baulaenge)[0];
  const proposal = (art: TauschVorschlag['art'], row: RadiatorRow, anzahl: number): TauschVorschlag => ({
    art,
    heizkoerpertyp: row.heizkoerpertyp,
    ausfuehrung: row.ausfuehrung,
    bauhoehe: row.bauhoehe,
    baulaenge: row.baulaenge,
    anzahl,
    normleistung: row.normleistung,
    vorlaufTemp: flowFor(row, 1 / anzahl),
  });
  const out: TauschVorschlag[] = [];
  const larger = reaching(radiatorsOf(catalogues, p.heizkoerpertypNeu, p.ausfuehrungNeu));
  if (larger) out.push(proposal('groesser', larger, 1));
  const otherType = reaching(
    catalogues.radiators.filter((r) => r.heizkoerpertyp !== p.heizkoerpertypNeu && r.bauhoehe === chosen.bauhoehe),
  );
  if (otherType) out.push(proposal('andererTyp', otherType, 1));
  if (chosen.normleistung > 0 && flowFor(chosen, 1 / 2) <= limit) out.push(proposal('zweiHeizkoerper', chosen, 2));
  return out;
}

/** The old radiator as a row; an estimate says so in its note. */
type OldRadiator = { row: RadiatorRow; estimated: false } | { row: RadiatorRow; estimated: true; note: string };

const PANEL_ESTIMATE_NOTE = 'Alter Heizkörper nicht im Katalog: Normleistung geschätzt (±10 %).';
const SECTIONS_ESTIMATE_NOTE = `Alter Stahlgliederheizkörper: Normleistung aus Bauhöhe, Baulänge und Bautiefe geschätzt (±${Math.round(
  SECTIONAL_ESTIMATE_BAND * 100,
)} %); eine Herstellerangabe als Zielleistung ist genauer.`;

function oldRadiator(catalogues: Catalogues, p: RadiatorExchangeParsed): OldRadiator {
  // A sectional radiator with a published table is rated from it, never estimated.
  const sectional = oldSectionalRadiator(p.heizkoerpertypAlt, p.bhAlt, p.blAlt, p.bautiefeAlt, p.gliederAlt);
  if (sectional) return { row: sectional, estimated: false };
  // One without a table is estimated from its outer size, unless its output is known anyway.
  const known = p.zielLeistungBekannt && p.zielleistung !== undefined;
  const sections =
    known && p.bautiefeAlt === undefined
      ? null
      : estimatedSectionalRadiator(p.heizkoerpertypAlt, p.bhAlt, p.blAlt, p.bautiefeAlt);
  if (sections) return { row: sections, estimated: true, note: SECTIONS_ESTIMATE_NOTE };
  // The old radiator's execution rarely matters for its output: fall back to any execution of the type.
  const rows = radiatorsOf(catalogues, p.heizkoerpertypAlt, p.ausfuehrungAlt);
  const anyExecution = catalogues.radiators.filter((r) => r.heizkoerpertyp === p.heizkoerpertypAlt);
  const sized = radiatorOfSize(rows, p.bhAlt, p.blAlt) ?? radiatorOfSize(anyExecution, p.bhAlt, p.blAlt);
  if (sized) return { row: sized.row, estimated: false };
  const estimate = estimatedPanelRadiator(p.heizkoerpertypAlt, p.bhAlt, p.blAlt);
  if (estimate) return { row: estimate, estimated: true, note: PANEL_ESTIMATE_NOTE };
  if (p.zielLeistungBekannt) {
    // Output known: the old radiator only matters for display, so do not refuse the calculation.
    return {
      row: {
        heizkoerpertyp: p.heizkoerpertypAlt,
        ausfuehrung: p.ausfuehrungAlt,
        bauhoehe: p.bhAlt,
        baulaenge: p.blAlt,
        normleistung: 0,
        exponent: 1.3,
      },
      estimated: true,
      note: PANEL_ESTIMATE_NOTE,
    };
  }
  throw new CalcInputError([
    {
      field: 'heizkoerpertypAlt',
      message: `radiator type "${p.heizkoerpertypAlt}" of height ${p.bhAlt} mm is not in the catalogue`,
    },
  ]);
}

function newRadiator(catalogues: Catalogues, p: RadiatorExchangeParsed) {
  const rows = requireRadiators(catalogues, p.heizkoerpertypNeu, p.ausfuehrungNeu, {
    typ: 'heizkoerpertypNeu',
    ausfuehrung: 'ausfuehrungNeu',
  });
  const sized = radiatorOfSize(rows, p.bhNeu, p.blNeu);
  if (!sized)
    throw new CalcInputError([
      { field: 'bhNeu', message: `height ${p.bhNeu} mm is not in the catalogue for type ${p.heizkoerpertypNeu}` },
    ]);
  return sized;
}

/**
 * Temperatures for natural convection; if those exceed the heat-pump limit, the lowest fan stage
 * that brings the flow temperature under it (or the highest stage when none does).
 */
function operatingPoint(row: RadiatorRow, stages: readonly FanStageRow[], required: number, p: RadiatorExchangeParsed) {
  const at = (stage: FanStageRow | null) => {
    const nominal = row.normleistung * (stage?.leistungsfaktor ?? 1);
    return {
      stage,
      nominal,
      ...flowTemperatureFor(required, nominal, row.exponent, p.spreizungNeu, p.raumTempNeu, p.methode),
    };
  };
  const natural = at(null);
  if (heatPumpReady(natural.flow, p.waermepumpenGrenzTemp) || stages.length === 0) return natural;
  let point = natural;
  for (const stage of stages) {
    point = at(stage);
    if (heatPumpReady(point.flow, p.waermepumpenGrenzTemp)) return point;
  }
  return point;
}
