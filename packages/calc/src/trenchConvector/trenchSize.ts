import type { TrenchLengths } from '@portal/contracts/calc';
import type { Catalogues } from '../catalogues';
import type { TrenchConvectorRow } from '../catalogues/trenchConvectors';

export type TrenchModel = 'KRN41' | 'KRN92';

/** The catalogue size of a model with this height × depth, if there is one. */
export function findTrenchSize(
  catalogues: Catalogues,
  modell: TrenchModel,
  bauhoehe: number,
  bautiefe: number,
): TrenchConvectorRow | undefined {
  return catalogues.trenchConvectors.find(
    (r) => r.modell === modell && r.bauhoehe === bauhoehe && r.bautiefe === bautiefe,
  );
}

/** The sizes of one model, for templates and choice lists. */
export function trenchSizes(catalogues: Catalogues, modell: TrenchModel): TrenchConvectorRow[] {
  return catalogues.trenchConvectors.filter((r) => r.modell === modell);
}

/** The stable key of a catalogue size ("KRN41-90-180"), so a result can be traced to its product data. */
export function sizeKeyOf(row: TrenchConvectorRow): string {
  return `${row.modell}-${row.bauhoehe}-${row.bautiefe}`;
}

/**
 * Lengths of a trench with optional corner pieces. A corner piece continues the trench around a
 * corner by one trench width (bautiefe) and closes that end itself, so the straight part has no
 * end wall there; it holds no register. The register keeps its clearance at both ends for the
 * connections.
 *
 * - gesamtBL = Baulaenge + corners·bautiefe
 * - innenBL = gesamtBL − 2·stirnwand
 * - registerL = Baulaenge − (ends without corner)·stirnwand − 2·registerabstand
 */
export function trenchLengths(
  row: TrenchConvectorRow,
  baulaenge: number,
  winkelAnfang: boolean,
  winkelEnde: boolean,
): TrenchLengths {
  const corners = Number(winkelAnfang) + Number(winkelEnde);
  const gesamtBL = baulaenge + corners * row.bautiefe;
  return {
    gesamtBL,
    innenBL: gesamtBL - 2 * row.stirnwand,
    registerL: baulaenge - (2 - corners) * row.stirnwand - 2 * row.registerabstand,
  };
}

/** Fewest hydraulic connections: ceil(registerL / longest register one connection feeds) (calculations.md §4). */
export function minimumConnections(registerL: number, maxRegisterlaenge: number): number {
  return Math.max(1, Math.ceil(registerL / maxRegisterlaenge - 1e-9));
}
