import { type Catalogues, type FanStageRow, type RadiatorRow, sampleCatalogues } from '../catalogues';
import {
  type RadiatorExchangeInput,
  type RadiatorExchangeParsed,
  type RadiatorExchangeResult,
  radiatorExchangeInput,
} from '../contracts';
import { CalcInputError, parseInput } from '../input';
import { logMeanExcessTemperature } from '../physics/excessTemperature';
import { flowTemperatureFor } from '../physics/flowTemperature';
import { outputAt } from '../physics/output';
import { waterMassFlow } from '../physics/waterFlow';
import {
  estimatedPanelRadiator,
  fanStagesOf,
  radiatorOfSize,
  radiatorsOf,
  requireRadiators,
} from '../radiator/radiatorCatalogue';
import { valvePresetting } from '../radiator/valvePresetting';

/**
 * Radiator exchange (XFlairTausch), calculations.md §2:
 * 1. the old radiator's output at the old temperatures (or the known zielleistung);
 * 2. the flow and return temperature at which the new radiator gives that output with the new
 *    spread (closed form), trying fan stages of a fan-assisted radiator when natural convection
 *    would need more than the heat-pump limit;
 * 3. flow and valve presetting of the new radiator.
 * The room's heat demand is taken as unchanged by the exchange.
 */
export function exchangeRadiator(
  input: RadiatorExchangeInput,
  catalogues: Catalogues = sampleCatalogues(),
): RadiatorExchangeResult {
  const p = parseInput(radiatorExchangeInput, input);
  const hinweise: string[] = [];

  const old = oldRadiator(catalogues, p);
  if (old.estimated) hinweise.push('Alter Heizkörper nicht im Katalog: Normleistung geschätzt (±10 %).');
  const spreizungAlt = p.vorlaufTempAlt - p.ruecklaufTempAlt;
  const oldTemperaturesValid = spreizungAlt >= 0 && p.ruecklaufTempAlt > p.raumTempAlt;
  const logUeberTempAlt = oldTemperaturesValid
    ? logMeanExcessTemperature(p.vorlaufTempAlt, p.ruecklaufTempAlt, p.raumTempAlt)
    : 0;
  const zielleistungAlt =
    p.zielLeistungBekannt && p.zielleistung !== undefined
      ? p.zielleistung
      : outputAt(
          old.row.normleistung,
          old.row.exponent,
          p.vorlaufTempAlt,
          p.ruecklaufTempAlt,
          p.raumTempAlt,
          p.methode,
        );

  const neu = newRadiator(catalogues, p);
  if (neu.interpolated)
    hinweise.push('Leistung des neuen Heizkörpers aus der nächsten Kataloglänge je Meter umgerechnet.');
  const stages = p.luefterNutzen ? fanStagesOf(catalogues, p.heizkoerpertypNeu, p.ausfuehrungNeu) : [];
  const operating = operatingPoint(neu.row, stages, zielleistungAlt, p);

  const wassermassenstromNeu = waterMassFlow(zielleistungAlt, p.spreizungNeu);
  const valve = valvePresetting(
    catalogues,
    p.varianteNeu,
    'varianteNeu',
    wassermassenstromNeu,
    p.differenzdruckNeu,
    p.regeldifferenzNeu,
  );
  if (valve.ventilvoreinstellung === null)
    hinweise.push('Der Durchfluss übersteigt die größte Voreinstellung des Ventils.');

  const waermepumpenGeeignet = operating.flow <= p.waermepumpenGrenzTemp;
  if (!waermepumpenGeeignet) {
    hinweise.push(
      `Benötigte Vorlauftemperatur über ${p.waermepumpenGrenzTemp} °C: größeren Heizkörper oder Lüfterstufe wählen.`,
    );
  }

  return {
    zielleistungAlt,
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
    heizleistungNeu: outputAt(
      operating.nominal,
      neu.row.exponent,
      operating.flow,
      operating.ret,
      p.raumTempNeu,
      p.methode,
    ),
    durchflussNeu: wassermassenstromNeu,
    wassermassenstromNeu,
    ...valve,
    waermepumpenGeeignet,
    hinweise,
  };
}

function oldRadiator(catalogues: Catalogues, p: RadiatorExchangeParsed): { row: RadiatorRow; estimated: boolean } {
  // The old radiator's execution rarely matters for its output: fall back to any execution of the type.
  const rows = radiatorsOf(catalogues, p.heizkoerpertypAlt, p.ausfuehrungAlt);
  const anyExecution = catalogues.radiators.filter((r) => r.heizkoerpertyp === p.heizkoerpertypAlt);
  const sized = radiatorOfSize(rows, p.bhAlt, p.blAlt) ?? radiatorOfSize(anyExecution, p.bhAlt, p.blAlt);
  if (sized) return { row: sized.row, estimated: false };
  const estimate = estimatedPanelRadiator(p.heizkoerpertypAlt, p.bhAlt, p.blAlt);
  if (estimate) return { row: estimate, estimated: true };
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
  if (natural.flow <= p.waermepumpenGrenzTemp || stages.length === 0) return natural;
  let point = natural;
  for (const stage of stages) {
    point = at(stage);
    if (point.flow <= p.waermepumpenGrenzTemp) return point;
  }
  return point;
}
