import {
  type Catalogues,
  type FanConvectorStageRow,
  isSampleData,
  type KcModelRow,
  sampleCatalogues,
} from '../catalogues';
import {
  type KcModelBaugroesse,
  type KcModelInput,
  type KcModelParsed,
  type KcModelResult,
  type KcModelSizeResult,
  kcModelInput,
} from '../contracts';
import { CalcInputError, notInCatalogue, parseInput } from '../input';
import { stageOutputs } from './fanStageOutputs';
import { assessOperatingPoint } from './operatingHints';
import { fanConvectorTenderText } from './tenderText';

interface KcSize {
  row: KcModelRow;
  stages: FanConvectorStageRow[];
  baugroesse: KcModelBaugroesse;
}

/** Ratings scale with the coil: the stage catalogue holds them per metre of innenbaulaenge. */
const metresOfCoil = (row: KcModelRow) => row.innenbaulaenge / 1000;

/** The catalogue entry of the chosen size and its fan stages; a size the catalogue lacks names its field. */
function kcSize(p: KcModelParsed, catalogues: Catalogues): KcSize {
  const ofHeight = catalogues.kcModels.filter((r) => r.bauhoehe === p.bauhoehe);
  if (ofHeight.length === 0) throw notInCatalogue('bauhoehe', `height ${p.bauhoehe} mm is not in the catalogue`);
  const ofSystem = ofHeight.filter((r) => r.leitersystem === p.leitersystem);
  if (ofSystem.length === 0)
    throw notInCatalogue('leitersystem', `pipe system "${p.leitersystem}" is not offered at height ${p.bauhoehe} mm`);
  const row = ofSystem.find((r) => r.baulaenge === p.baulaenge);
  if (!row)
    throw notInCatalogue(
      'baulaenge',
      `length ${p.baulaenge} mm is not in the catalogue (lengths: ${ofSystem.map((r) => r.baulaenge).join(', ')})`,
    );
  const stages = catalogues.fanConvectorStages
    .filter((s) => s.modellgruppe === row.modellgruppe && s.leistungsstufe <= row.maxLeistungsstufe)
    .sort((a, b) => a.leistungsstufe - b.leistungsstufe);
  if (stages.length === 0) throw notInCatalogue('bauhoehe', `model group ${row.modellgruppe} has no fan stages`);
  const maxLeistungsstufe = stages[stages.length - 1]!.leistungsstufe;
  if (!stages.some((s) => s.leistungsstufe === p.leistungsstufe))
    throw new CalcInputError([
      { field: 'leistungsstufe', message: `fan stage ${p.leistungsstufe} is not offered (1–${maxLeistungsstufe})` },
    ]);
  const corner = (w: string) => (w === 'ohne' ? 0 : row.winkelLaenge);
  const metres = metresOfCoil(row);
  return {
    row,
    stages,
    baugroesse: {
      bauhoehe: row.bauhoehe,
      leitersystem: row.leitersystem,
      baulaenge: row.baulaenge,
      leistungsstufe: p.leistungsstufe,
      winkelAnfang: p.winkelAnfang,
      winkelEnde: p.winkelEnde,
      rlt: p.rlt,
      modelltyp: row.modelltyp,
      bautiefe: row.bautiefe,
      innenbaulaenge: row.innenbaulaenge,
      konvektorgesamtlaenge: row.baulaenge + corner(p.winkelAnfang) + corner(p.winkelEnde),
      modellnummer: row.modellnummer,
      modellgruppe: row.modellgruppe,
      maxLeistungsstufe,
      minLaenge: row.minLaenge,
      normkuehlleistungen: stages.map((s) => ({
        leistungsstufe: s.leistungsstufe,
        leistung: s.normkuehlleistung * metres,
      })),
      sizeKey: `kc:${row.modellgruppe}:${row.bauhoehe}:${row.baulaenge}`,
      normheizleistungen: stages.map((s) => ({
        leistungsstufe: s.leistungsstufe,
        leistung: s.normheizleistung * metres,
      })),
    },
  };
}

/**
 * KC model size (POST /api/KCModel/calc): completes the size fields from the catalogue (the
 * read-only ones of spec §3) and lists the lengths and fan stages the chosen height and pipe
 * system offer, so a form can fill its choices and read-only fields.
 */
export function kcModelSize(input: KcModelInput, catalogues: Catalogues = sampleCatalogues()): KcModelSizeResult {
  const p = parseInput(kcModelInput, input);
  const size = kcSize(p, catalogues);
  return {
    baugroesse: size.baugroesse,
    baulaengen: catalogues.kcModels
      .filter((r) => r.bauhoehe === p.bauhoehe && r.leitersystem === p.leitersystem)
      .map((r) => r.baulaenge)
      .sort((a, b) => a - b),
    leistungsstufen: size.stages.map((s) => s.leistungsstufe),
  };
}

/**
 * KC model calculation (POST /api/KCModel/calcOutput): per fan stage the control voltage, air
 * volume flow, sound power and pressure, cooling (intake and discharge temperature, total,
 * sensible and latent output, condensate, water mass flow, return temperature, pressure loss)
 * and heating (output, water mass flow, return temperature, pressure loss); the EN 16430 check
 * flags, rating strings, condensate hint and the tender text of the design stage.
 */
export function calculateKcModel(input: KcModelInput, catalogues: Catalogues = sampleCatalogues()): KcModelResult {
  const p = parseInput(kcModelInput, input);
  const { row, stages, baugroesse } = kcSize(p, catalogues);
  const coil = { units: metresOfCoil(row), kvKuehlen: row.kvKuehlen, kvHeizen: row.kvHeizen };
  const stufen = stageOutputs(stages, coil, p);
  const auslegung = stufen.find((s) => s.leistungsstufe === p.leistungsstufe)!;
  const assessment = assessOperatingPoint(p, auslegung, stages[0]!);
  return {
    ...assessment,
    baugroesse,
    bautiefe: row.bautiefe,
    modelltyp: row.modelltyp,
    innenbaulaenge: row.innenbaulaenge,
    maximaleLeistungsstufe: baugroesse.maxLeistungsstufe,
    stufen,
    auslegung,
    ausschreibungstext: fanConvectorTenderText(
      {
        art: 'kc',
        modell: `${row.modelltyp} (${row.modellnummer})`,
        leitersystem: row.leitersystem,
        rlt: p.rlt,
        bauhoehe: row.bauhoehe,
        bautiefe: row.bautiefe,
        baulaenge: row.baulaenge,
        ...(baugroesse.konvektorgesamtlaenge !== row.baulaenge && { gesamtlaenge: baugroesse.konvektorgesamtlaenge }),
      },
      assessment,
      p,
      auslegung,
      p.sprache,
      isSampleData(catalogues.fanConvectorStages),
    ),
  };
}
