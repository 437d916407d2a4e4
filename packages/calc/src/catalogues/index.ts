import { buildingStandardsCsv } from './buildingStandards';
import { designTemperaturesCsv } from './designTemperatures';
import { energyCarriersCsv } from './energyCarriers';
import { fanConvectorStagesCsv } from './fanConvectorStages';
import { fanStagesCsv } from './fanStages';
import { grilleMaterialsCsv } from './grilleMaterials';
import { grilleProfilesCsv } from './grilleProfiles';
import { heatGeneratorsCsv } from './heatGenerators';
import { householdsCsv } from './households';
import { hpcModelsCsv } from './hpcModels';
import { kcModelsCsv } from './kcModels';
import { type CatalogueSource, loadCatalogue } from './load';
import { radiatorsCsv } from './radiators';
import {
  buildingStandardRow,
  designTemperatureRow,
  energyCarrierRow,
  fanConvectorStageRow,
  fanStageRow,
  grilleMaterialRow,
  grilleProfileRow,
  heatGeneratorRow,
  householdRow,
  hpcModelRow,
  kcModelRow,
  radiatorRow,
  systemPackageRow,
  uValueRow,
  valveInsertRow,
} from './schemas';
import { systemPackagesCsv } from './systemPackages';
import { trenchConvectorRow, trenchConvectorsCsv } from './trenchConvectors';
import { uValuesCsv } from './uValues';
import { valveInsertsCsv } from './valveInserts';

export { parseCsv } from './csv';
export { CatalogueError, type CatalogueIssue, type CatalogueSource, loadCatalogue } from './load';
export * from './schemas';
export { type TrenchConvectorRow, trenchConvectorRow } from './trenchConvectors';

/** Every catalogue: its row schema and the sample CSV shipped with the package. */
export const catalogueDefinitions = {
  radiators: { schema: radiatorRow, sample: radiatorsCsv },
  fanStages: { schema: fanStageRow, sample: fanStagesCsv },
  valveInserts: { schema: valveInsertRow, sample: valveInsertsCsv },
  grilleProfiles: { schema: grilleProfileRow, sample: grilleProfilesCsv },
  grilleMaterials: { schema: grilleMaterialRow, sample: grilleMaterialsCsv },
  trenchConvectors: { schema: trenchConvectorRow, sample: trenchConvectorsCsv },
  uValues: { schema: uValueRow, sample: uValuesCsv },
  designTemperatures: { schema: designTemperatureRow, sample: designTemperaturesCsv },
  heatGenerators: { schema: heatGeneratorRow, sample: heatGeneratorsCsv },
  energyCarriers: { schema: energyCarrierRow, sample: energyCarriersCsv },
  buildingStandards: { schema: buildingStandardRow, sample: buildingStandardsCsv },
  households: { schema: householdRow, sample: householdsCsv },
  systemPackages: { schema: systemPackageRow, sample: systemPackagesCsv },
  kcModels: { schema: kcModelRow, sample: kcModelsCsv },
  hpcModels: { schema: hpcModelRow, sample: hpcModelsCsv },
  fanConvectorStages: { schema: fanConvectorStageRow, sample: fanConvectorStagesCsv },
} as const;

export type CatalogueName = keyof typeof catalogueDefinitions;

export type Catalogues = {
  [K in CatalogueName]: ReturnType<(typeof catalogueDefinitions)[K]['schema']['parse']>[];
};

/**
 * Loads all catalogues: each from the given source (CSV text or XLSX row records) or, when
 * none is given, from the sample data. A manufacturer replaces a catalogue by passing its file.
 */
export function loadCatalogues(sources: Partial<Record<CatalogueName, CatalogueSource>> = {}): Catalogues {
  const loaded: Partial<Record<CatalogueName, unknown>> = {};
  for (const name of Object.keys(catalogueDefinitions) as CatalogueName[]) {
    const { schema, sample } = catalogueDefinitions[name];
    const rows = loadCatalogue(name, schema, sources[name] ?? sample);
    if (sources[name] === undefined) sampleRows.add(rows);
    loaded[name] = rows;
  }
  return loaded as Catalogues;
}

/** The row lists loaded from the shipped sample CSVs (a replaced catalogue is not among them). */
const sampleRows = new WeakSet<object>();

/**
 * Whether a catalogue's rows are the shipped sample data: outputs resting on them (tender texts,
 * documents) say so instead of citing a standard the data was never tested to.
 */
export function isSampleData(rows: readonly unknown[]): boolean {
  return sampleRows.has(rows);
}

let samples: Catalogues | undefined;

/** The sample catalogues, parsed once. */
export function sampleCatalogues(): Catalogues {
  samples ??= loadCatalogues();
  return samples;
}
