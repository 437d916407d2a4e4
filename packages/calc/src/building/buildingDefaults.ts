import type { Catalogues } from '../catalogues';
import type { Angrenzung } from '../contracts';

/**
 * EN 12831-1 Annex B defaults (as transcribed in the Onvayo heat-loss calculator): adjacency
 * factors f_x and the air change by construction year.
 */
export const ADJACENCY_FACTORS: Record<Angrenzung, number> = { aussen: 1, unbeheizt: 0.5, erdreich: 0.3, beheizt: 0 };

/** n in h⁻¹: from 1995 0.25, before 1995 0.5, before 1977 1.0. */
export function defaultAirChange(baujahr: number): number {
  if (baujahr >= 1995) return 0.25;
  if (baujahr >= 1977) return 0.5;
  return 1;
}

/** U-value of an element kind for the construction year, undefined when the catalogue has none. */
export function uValueFor(catalogues: Catalogues, bauteilart: string, baujahr: number): number | undefined {
  return catalogues.uValues.find(
    (u) => u.bauteilart === bauteilart && baujahr >= u.baujahrVon && baujahr <= u.baujahrBis,
  )?.u;
}
