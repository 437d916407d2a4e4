import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * Where a postal code or a town is, for the dealer finder (docs/crm.md "Places"): from the place
 * table shipped in `places/` (GeoNames, CC BY 4.0; German postal codes © OpenStreetMap
 * contributors, ODbL; see places/NOTICE.md). Read on the first search by place, then kept.
 */
export interface Place {
  readonly country: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
}

interface Table {
  /** `country|key` → the most populous town of that name. */
  readonly towns: Map<string, Place>;
  /** key → the towns of that name in any country, the most populous first. */
  readonly townsAnywhere: Map<string, Place[]>;
  /** `country|code` → the postal code's place. */
  readonly postalCodes: Map<string, Place>;
}

/** Bundled, the file lies beside the bundle (build.mjs copies the folder); in the sources, beside this file. */
const TABLE_FILE = new URL('./places/places.tsv.gz', import.meta.url);

let table: Table | undefined;

/** The same key for München, Munchen and MÜNCHEN; Gießen and Giessen. */
export function placeKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim().toLowerCase();
}

function load(): Table {
  if (table) return table;
  const text = zlib.gunzipSync(fs.readFileSync(TABLE_FILE)).toString('utf8');
  const towns = new Map<string, Place>();
  const townsAnywhere = new Map<string, Place[]>();
  const postalCodes = new Map<string, Place>();
  for (const line of text.split('\n')) {
    const [kind, country, name, lat, lon] = line.split('\t');
    if (!kind || !country || !name) continue;
    const place = { country, name, latitude: Number(lat), longitude: Number(lon) };
    if (kind === 'p') {
      postalCodes.set(`${country}|${name}`, place);
    } else {
      const key = placeKey(name);
      if (!towns.has(`${country}|${key}`)) towns.set(`${country}|${key}`, place);
      const all = townsAnywhere.get(key) ?? [];
      all.push(place);
      townsAnywhere.set(key, all);
    }
  }
  table = { towns, townsAnywhere, postalCodes };
  return table;
}

/** The countries whose postal codes the table knows. */
export const POSTAL_CODE_COUNTRIES: readonly string[] = ['DE'];

/**
 * The place of a postal code, in the country given or, without one, in any country whose codes
 * the table knows. Spaces inside the code are ignored (`110 00` = `11000`).
 */
export function placeOfPostalCode(code: string, country?: string): Place | undefined {
  const { postalCodes } = load();
  const compact = code.replace(/\s+/g, '');
  for (const c of country ? [country] : POSTAL_CODE_COUNTRIES) {
    const place = postalCodes.get(`${c}|${compact}`);
    if (place) return place;
  }
  return undefined;
}

/**
 * The town of that name (accents, case and ß aside) in the country given, else the most populous
 * of that name in any of the finder's countries.
 */
export function placeOfTown(name: string, country?: string): Place | undefined {
  const { towns, townsAnywhere } = load();
  const key = placeKey(name);
  if (country) return towns.get(`${country}|${key}`);
  return townsAnywhere.get(key)?.[0];
}
