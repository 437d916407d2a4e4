import { type Catalogues, type HpcModelRow, isSampleData, sampleCatalogues } from '../catalogues';
import { type HpcInput, type HpcResult, hpcInput, type StufenLeistung } from '../contracts';
import { notInCatalogue, parseInput } from '../input';
import { stageOutputs } from './fanStageOutputs';
import { assessOperatingPoint } from './operatingHints';
import { fanConvectorTenderText } from './tenderText';

/** The model group of the heat-pump convector's fan stages in the stage catalogue. */
function hpcRow(baulaenge: number, catalogues: Catalogues): HpcModelRow {
  const row = catalogues.hpcModels.find((r) => r.baulaenge === baulaenge);
  if (!row)
    throw notInCatalogue(
      'baulaenge',
      `length ${baulaenge} mm is not in the catalogue (lengths: ${catalogues.hpcModels.map((r) => r.baulaenge).join(', ')})`,
    );
  return row;
}

/** A stage meets the targets when it delivers every required output and stays at or below the sound target. */
function meetsTargets(
  s: StufenLeistung,
  p: {
    zielSchalldruckpegel?: number | undefined;
    zielKuehlleistung?: number | undefined;
    zielHeizleistung?: number | undefined;
  },
): boolean {
  return (
    (p.zielKuehlleistung === undefined || s.kuehlen.gesamtleistung >= p.zielKuehlleistung) &&
    (p.zielHeizleistung === undefined || s.heizen.leistung >= p.zielHeizleistung) &&
    (p.zielSchalldruckpegel === undefined || s.schalldruckpegel <= p.zielSchalldruckpegel)
  );
}

/**
 * Heat-pump convector (POST /api/HPC/calc): the size from baulaenge (register length, model
 * number, fan count, rating tables per stage — the stage catalogue rates one fan), every fan
 * stage at the operating point, and the smallest stage meeting the sound and power targets (the
 * quietest that does the job; without targets the highest stage, the unit's full output).
 */
export function calculateHpc(input: HpcInput, catalogues: Catalogues = sampleCatalogues()): HpcResult {
  const p = parseInput(hpcInput, input);
  const row = hpcRow(p.baulaenge, catalogues);
  const stages = catalogues.fanConvectorStages
    .filter((s) => s.modellgruppe === row.modellgruppe)
    .sort((a, b) => a.leistungsstufe - b.leistungsstufe);
  if (stages.length === 0) throw notInCatalogue('baulaenge', `model group ${row.modellgruppe} has no fan stages`);
  const coil = { units: row.luefteranzahl, kvKuehlen: row.kv, kvHeizen: row.kv };
  const stufen = stageOutputs(stages, coil, p);
  const hasTargets =
    p.zielSchalldruckpegel !== undefined || p.zielKuehlleistung !== undefined || p.zielHeizleistung !== undefined;
  const auslegung = hasTargets ? (stufen.find((s) => meetsTargets(s, p)) ?? null) : stufen[stufen.length - 1]!;
  const assessment = assessOperatingPoint(p, auslegung, stages[0]!);
  if (!auslegung) assessment.hinweise.unshift('Keine Leistungsstufe erfüllt alle Zielwerte.');
  const perUnit = (value: number) => value * row.luefteranzahl;
  return {
    ...assessment,
    berechnungsmethodeDruckverlust: 1,
    hpcBaugroesse: {
      baulaenge: row.baulaenge,
      registerlaenge: row.registerlaenge,
      modellnummer: row.modellnummer,
      luefteranzahl: row.luefteranzahl,
      normkuehlleistungen: stages.map((s) => ({
        leistungsstufe: s.leistungsstufe,
        leistung: perUnit(s.normkuehlleistung),
      })),
      normheizleistungen: stages.map((s) => ({
        leistungsstufe: s.leistungsstufe,
        leistung: perUnit(s.normheizleistung),
      })),
      sizeKey: `hpc:${row.modellgruppe}:${row.baulaenge}`,
    },
    steuerspannungen: stufen.map((s) => s.steuerspannung),
    luftvolumenstroeme: stufen.map((s) => s.luftvolumenstrom),
    stufen,
    gewaehlteLeistungsstufe: auslegung?.leistungsstufe ?? null,
    auslegung,
    ausschreibungstext: auslegung
      ? fanConvectorTenderText(
          {
            art: 'hpc',
            modell: row.modellnummer,
            baulaenge: row.baulaenge,
            registerlaenge: row.registerlaenge,
            luefteranzahl: row.luefteranzahl,
          },
          assessment,
          p,
          auslegung,
          p.sprache,
          isSampleData(catalogues.fanConvectorStages),
        )
      : [],
  };
}
