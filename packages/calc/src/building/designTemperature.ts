import type { Catalogues, DesignTemperatureRow } from '../catalogues';
import { CalcInputError } from '../input';

/** Design outdoor temperature (DIN EN 12831 Bbl. 1) of a location, by name or postcode prefix. */
export function designLocation(
  catalogues: Catalogues,
  standort: string | undefined,
  postleitzahl?: string,
): DesignTemperatureRow | undefined {
  if (standort !== undefined) {
    const wanted = standort.trim().toLowerCase();
    return catalogues.designTemperatures.find((d) => d.standort.toLowerCase() === wanted);
  }
  if (postleitzahl !== undefined) {
    return catalogues.designTemperatures.find((d) => postleitzahl.startsWith(d.plzPraefix));
  }
  return undefined;
}

export function requireDesignTemperature(
  catalogues: Catalogues,
  standort: string | undefined,
  override: number | undefined,
): number {
  if (override !== undefined) return override;
  const location = designLocation(catalogues, standort);
  if (!location)
    throw new CalcInputError([{ field: 'standort', message: `location "${standort}" is not in the catalogue` }]);
  return location.normAussenTemp;
}
