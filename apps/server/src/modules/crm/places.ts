import fs from 'node:fs';
import zlib from 'node:zlib';
import { POSTAL_CODE_FORMATS } from '@portal/contracts';

/**
 * Where a postal code or a town is, for the dealer finder (docs/crm.md "Places"): from the place
 * table shipped in `places/` (towns and the postal codes of AT, CH, CZ, FR, IT, PL: GeoNames,
 * CC BY 4.0; German postal codes © OpenStreetMap contributors, ODbL; see places/NOTICE.md). Read on
 * the first search by place, then kept.
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
  /** `country|digits` → the postal code's place (the code as digits only: 602 00 → 60200). */
  readonly postalCodes: Map<string, Place>;
  /**
   * `country|first two or three digits` → the mean position of the codes starting so (a postal
   * district); made on the first code the table lacks.
   */
  readonly districts: Map<string, Place>;
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
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, end);
    start = end + 1;
    if (line.startsWith('p\t')) {
      // Most lines are postal codes (about 70,000): read by position, not split, so the first search
      // by place stays quick.
      const code = line.indexOf('\t', 5);
      const lat = line.indexOf('\t', code + 1);
      const country = line.slice(2, 4);
      const digits = line.slice(5, code);
      postalCodes.set(`${country}|${digits}`, {
        country,
        name: digits,
        latitude: Number(line.slice(code + 1, lat)),
        longitude: Number(line.slice(lat + 1)),
      });
      continue;
    }
    const [kind, country, name, lat, lon] = line.split('\t');
    if (kind !== 'c' || !country || !name) continue;
    const place = { country, name, latitude: Number(lat), longitude: Number(lon) };
    const key = placeKey(name);
    if (!towns.has(`${country}|${key}`)) towns.set(`${country}|${key}`, place);
    const all = townsAnywhere.get(key) ?? [];
    all.push(place);
    townsAnywhere.set(key, all);
  }
  table = { towns, townsAnywhere, postalCodes, districts: new Map() };
  return table;
}

/** The postal district of a code the table lacks: that of its first three digits, else two. */
function districtOf(country: string, digits: string): Place | undefined {
  const current = load();
  if (current.districts.size === 0) {
    for (const [key, place] of districtsOf(current.postalCodes)) current.districts.set(key, place);
  }
  return (
    current.districts.get(`${country}|${digits.slice(0, 3)}`) ??
    current.districts.get(`${country}|${digits.slice(0, 2)}`)
  );
}

/** Each postal district's mean position, by the first three digits of its codes and by the first two. */
function districtsOf(postalCodes: ReadonlyMap<string, Place>): Map<string, Place> {
  const sums = new Map<string, { country: string; latitude: number; longitude: number; count: number }>();
  for (const [key, place] of postalCodes) {
    for (const length of [2, 3]) {
      const district = `${place.country}|${key.slice(3, 3 + length)}`;
      const sum = sums.get(district) ?? { country: place.country, latitude: 0, longitude: 0, count: 0 };
      sum.latitude += place.latitude;
      sum.longitude += place.longitude;
      sum.count++;
      sums.set(district, sum);
    }
  }
  const districts = new Map<string, Place>();
  for (const [key, sum] of sums) {
    districts.set(key, {
      country: sum.country,
      name: key.slice(3),
      latitude: sum.latitude / sum.count,
      longitude: sum.longitude / sum.count,
    });
  }
  return districts;
}

/**
 * The countries whose postal codes the table knows, in the order a code is tried when no country is
 * given (a 4-digit code is Austrian before Swiss, a 5-digit one German before French and Italian).
 */
export const POSTAL_CODE_COUNTRIES: readonly string[] = ['DE', 'AT', 'CH', 'FR', 'IT', 'CZ', 'PL'];

/**
 * The postal code as the table keys it (digits only), when `code` is written as `country` writes its
 * codes (POSTAL_CODE_FORMATS: `602 00`, `00-950`) or as those digits without the space or hyphen
 * (`60200`, `00950`); else undefined.
 */
export function postalCodeDigits(code: string, country: string): string | undefined {
  const format = POSTAL_CODE_FORMATS[country];
  if (!format || !POSTAL_CODE_COUNTRIES.includes(country)) return undefined;
  const written = code.trim().replace(/\s+/g, ' ');
  const digits = written.replace(/[ -]/g, '');
  const length = format.example.replace(/\D/g, '').length;
  if (format.pattern.test(written) || (/^\d+$/.test(written) && written.length === length)) return digits;
  return undefined;
}

/** Why a postal code gives no place: not written as the country writes its codes, or not known. */
export type PostalCodeMiss = 'form' | 'unknown';

/**
 * The place of a postal code: in the country given (the site's or the one chosen), else in the
 * first of POSTAL_CODE_COUNTRIES whose codes are written that way and know it. A code not written
 * as the country (or any of them) writes its codes is a `form` miss; one written right but not in
 * the table an `unknown` one.
 *
 * In a country given, a code the table lacks (a post office box or a large receiver's own code, such
 * as Warsaw's 00-950) lies in its postal district: the mean position of the codes sharing its first
 * three digits, else two. Without a country a code is only taken as the table has it, because a
 * district of another country would be a guess (00000 is no German code, but 000 is an Italian
 * district).
 */
export function findPostalCode(code: string, country?: string): Place | PostalCodeMiss {
  const { postalCodes } = load();
  if (country && !POSTAL_CODE_COUNTRIES.includes(country)) return 'unknown';
  let written = false;
  for (const c of country ? [country] : POSTAL_CODE_COUNTRIES) {
    const digits = postalCodeDigits(code, c);
    if (digits === undefined) continue;
    written = true;
    const place = postalCodes.get(`${c}|${digits}`) ?? (country ? districtOf(c, digits) : undefined);
    if (place) return place;
  }
  return written ? 'unknown' : 'form';
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
