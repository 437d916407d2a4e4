import crypto from 'node:crypto';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { firstTime, insertAll } from '../db/seed-support';

/**
 * The ERP stand-in's demo data set (READING, docs/sales.md): three company codes with their
 * branches, 300 customers, 200 materials with names in five languages, 400 sales orders with
 * their lines over the year before the first start, 60 building projects, and sales facts for
 * the 36 months up to the month of the first start. Everything comes from a fixed seed: the
 * master data is the same on every machine, and a month's facts derive from the seed and the
 * month, so the same month always has the same figures. Written once (portal.seed_applied).
 */

export const ERP_SEED = 20250702;
const CUSTOMERS = 300;
const MATERIALS = 200;
const ORDERS = 400;
const PROJECTS = 60;
const FACT_MONTHS = 36;
const FACTS_PER_MONTH = 120;

/** mulberry32: a small, well-mixed generator of numbers in [0, 1) from a 32-bit seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (...parts: Array<string | number>) =>
  crypto.createHash('sha256').update(parts.join(':')).digest().readUInt32BE(0);

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
const between = (next: () => number, min: number, max: number) => min + Math.floor(next() * (max - min + 1));
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

export const COMPANY_CODES = [
  { code: '1000', name: 'Portal Gruppe Deutschland GmbH', country: 'DE', currency: 'EUR' },
  { code: '2000', name: 'Portal Schweiz AG', country: 'CH', currency: 'CHF' },
  { code: '3000', name: 'Portal Česko s.r.o.', country: 'CZ', currency: 'CZK' },
] as const;

export const BRANCHES = [
  { companyCode: '1000', code: 'NORD', name: 'Niederlassung Nord (Hamburg)' },
  { companyCode: '1000', code: 'SUED', name: 'Niederlassung Süd (Stuttgart)' },
  { companyCode: '1000', code: 'WEST', name: 'Niederlassung West (Köln)' },
  { companyCode: '2000', code: 'ZH', name: 'Filiale Zürich' },
  { companyCode: '2000', code: 'BE', name: 'Filiale Bern' },
  { companyCode: '3000', code: 'PRG', name: 'Pobočka Praha' },
] as const;

/** Budget rates: units of the currency one euro buys. */
export const EXCHANGE_RATES = [
  { currency: 'EUR', perEuro: '1' },
  { currency: 'CHF', perEuro: '0.95' },
  { currency: 'CZK', perEuro: '25' },
] as const;

export const ORDER_STATUSES = [
  { key: 'A', name: 'Erfasst', position: 1 },
  { key: 'B', name: 'Bestätigt', position: 2 },
  { key: 'C', name: 'In Fertigung', position: 3 },
  { key: 'D', name: 'Versandbereit', position: 4 },
  { key: 'E', name: 'Geliefert', position: 5 },
  { key: 'F', name: 'Fakturiert', position: 6 },
  { key: 'X', name: 'Storniert', position: 9 },
] as const;

export const SALES_GROUPS = [
  { key: 'V01', name: 'Innendienst Nord' },
  { key: 'V02', name: 'Innendienst Süd' },
  { key: 'V03', name: 'Objektgeschäft' },
  { key: 'V04', name: 'Export' },
  { key: 'V05', name: 'Verkauf Schweiz' },
  { key: 'V06', name: 'Prodej Česko' },
] as const;

export const PRODUCT_STATES = [
  { key: '10', name: 'Angebot', position: 1 },
  { key: '20', name: 'Auftrag', position: 2 },
  { key: '30', name: 'In Fertigung', position: 3 },
  { key: '40', name: 'Geliefert', position: 4 },
  { key: '50', name: 'Montiert', position: 5 },
  { key: '90', name: 'Verloren', position: 9 },
] as const;

const CUSTOMER_TYPES = [
  {
    type: 'GH',
    accountGroup: 'Z001',
    hierarchy: 'KH-GH Großhandel',
    prefix: ['Haustechnik-Großhandel', 'Sanitärhandel'],
  },
  {
    type: 'INST',
    accountGroup: 'Z002',
    hierarchy: 'KH-INST Installateure',
    prefix: ['Haustechnik', 'Heizung & Sanitär'],
  },
  { type: 'OBJ', accountGroup: '0001', hierarchy: 'KH-OBJ Objektkunden', prefix: ['Wohnbau', 'Immobilien'] },
  { type: 'PLAN', accountGroup: '0002', hierarchy: 'KH-PLAN Planer', prefix: ['Ingenieurbüro', 'Planungsbüro'] },
] as const;

const PLACES: Record<string, ReadonlyArray<{ branch: string; city: string; postalCode: string }>> = {
  '1000': [
    { branch: 'NORD', city: 'Hamburg', postalCode: '20095' },
    { branch: 'NORD', city: 'Bremen', postalCode: '28195' },
    { branch: 'SUED', city: 'Stuttgart', postalCode: '70173' },
    { branch: 'SUED', city: 'München', postalCode: '80331' },
    { branch: 'WEST', city: 'Köln', postalCode: '50667' },
    { branch: 'WEST', city: 'Düsseldorf', postalCode: '40213' },
  ],
  '2000': [
    { branch: 'ZH', city: 'Zürich', postalCode: '8001' },
    { branch: 'ZH', city: 'Winterthur', postalCode: '8400' },
    { branch: 'BE', city: 'Bern', postalCode: '3011' },
  ],
  '3000': [
    { branch: 'PRG', city: 'Praha', postalCode: '11000' },
    { branch: 'PRG', city: 'Brno', postalCode: '60200' },
  ],
};

const SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Keller',
  'Huber',
  'Novák',
  'Dvořák',
  'Brunner',
  'Gerber',
  'Schäfer',
  'Koch',
  'Richter',
  'Wolf',
];
const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Industriestraße',
  'Gartenweg',
  'Lindenallee',
  'Mühlweg',
  'Seestrasse',
  'Na Příkopě',
];

/** Material families: names in the five languages, type, search code, market area, price. */
const FAMILIES = [
  {
    code: 'KRN41',
    type: 'FERT',
    area: 'HT',
    unit: 'ST',
    price: 180,
    de: 'Röhrenradiator Typ 41',
    en: 'Tubular radiator type 41',
    cs: 'Trubkový radiátor typ 41',
    fr: 'Radiateur tubulaire type 41',
    it: 'Radiatore tubolare tipo 41',
  },
  {
    code: 'KC',
    type: 'FERT',
    area: 'HT',
    unit: 'ST',
    price: 240,
    de: 'Konvektor KC',
    en: 'Convector KC',
    cs: 'Konvektor KC',
    fr: 'Convecteur KC',
    it: 'Convettore KC',
  },
  {
    code: 'WP',
    type: 'FERT',
    area: 'HT',
    unit: 'ST',
    price: 7800,
    de: 'Luft-Wasser-Wärmepumpe',
    en: 'Air-to-water heat pump',
    cs: 'Tepelné čerpadlo vzduch-voda',
    fr: 'Pompe à chaleur air-eau',
    it: 'Pompa di calore aria-acqua',
  },
  {
    code: 'FBH',
    type: 'HAWA',
    area: 'HT',
    unit: 'M2',
    price: 38,
    de: 'Fußbodenheizung Systemplatte',
    en: 'Underfloor heating system panel',
    cs: 'Systémová deska podlahového topení',
    fr: 'Panneau de plancher chauffant',
    it: 'Pannello per riscaldamento a pavimento',
  },
  {
    code: 'KWL',
    type: 'FERT',
    area: 'HT',
    unit: 'ST',
    price: 2900,
    de: 'Kontrollierte Wohnraumlüftung',
    en: 'Residential ventilation unit',
    cs: 'Řízené větrání obytných prostor',
    fr: 'Ventilation contrôlée du logement',
    it: 'Ventilazione meccanica controllata',
  },
  {
    code: 'DU',
    type: 'FERT',
    area: 'SAN',
    unit: 'ST',
    price: 950,
    de: 'Duschtrennwand Glas',
    en: 'Glass shower screen',
    cs: 'Skleněná sprchová zástěna',
    fr: 'Paroi de douche en verre',
    it: 'Parete doccia in vetro',
  },
  {
    code: 'BHK',
    type: 'FERT',
    area: 'SAN',
    unit: 'ST',
    price: 420,
    de: 'Badheizkörper',
    en: 'Bathroom radiator',
    cs: 'Koupelnový radiátor',
    fr: 'Sèche-serviettes',
    it: 'Scaldasalviette',
  },
  {
    code: 'ET',
    type: 'ERSA',
    area: 'HT',
    unit: 'ST',
    price: 25,
    de: 'Thermostatventil',
    en: 'Thermostatic valve',
    cs: 'Termostatický ventil',
    fr: 'Robinet thermostatique',
    it: 'Valvola termostatica',
  },
] as const;

const SERVICES = [
  {
    code: 'MONT',
    de: 'Montage vor Ort',
    en: 'On-site installation',
    cs: 'Montáž na místě',
    fr: 'Montage sur site',
    it: 'Montaggio in loco',
    price: 650,
  },
  {
    code: 'IBN',
    de: 'Inbetriebnahme',
    en: 'Commissioning',
    cs: 'Uvedení do provozu',
    fr: 'Mise en service',
    it: 'Messa in funzione',
    price: 320,
  },
] as const;

const LANGUAGES = ['de', 'en', 'cs', 'fr', 'it'] as const;

interface DemoCustomer extends Omit<typeof t.erpCustomer.$inferInsert, 'number'> {
  number: string;
  branchCode: string;
  hierarchy: string;
  territory: string;
}

interface DemoMaterial {
  number: string;
  type: string;
  companyCode: string;
  searchCode: string;
  unit: string;
  area: 'HT' | 'SAN' | 'SERVICE';
  price: number;
  names: Record<(typeof LANGUAGES)[number], string>;
}

/** Master data: the same on every machine. The first customer, material and order are fixed for tests and demos. */
export function erpMasterData() {
  const next = random(ERP_SEED);
  const customers: DemoCustomer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const company =
      i === 0 ? COMPANY_CODES[0] : i % 10 < 6 ? COMPANY_CODES[0] : i % 10 < 8 ? COMPANY_CODES[1] : COMPANY_CODES[2];
    const place = i === 0 ? PLACES['1000']![2]! : pick(next, PLACES[company.code]!);
    const kind = i === 0 ? CUSTOMER_TYPES[1] : pick(next, CUSTOMER_TYPES);
    const surname = i === 0 ? 'Müller' : pick(next, SURNAMES);
    const legal = company.code === '2000' ? 'AG' : company.code === '3000' ? 's.r.o.' : 'GmbH';
    customers.push({
      number: String(100001 + i),
      name: `${i === 0 ? 'Haustechnik' : pick(next, kind.prefix)} ${surname} ${legal}`,
      name2: i === 0 ? 'Heizung · Sanitär · Lüftung' : next() < 0.3 ? `Inh. ${pick(next, SURNAMES)}` : '',
      street: i === 0 ? 'Industriestraße 12' : `${pick(next, STREETS)} ${between(next, 1, 120)}`,
      postalCode: place.postalCode,
      city: place.city,
      country: company.country,
      accountGroup: kind.accountGroup,
      companyCode: company.code,
      type: kind.type,
      branchCode: place.branch,
      hierarchy: kind.hierarchy,
      territory: `${company.country}-${place.branch}-${between(next, 1, 3)}`,
    });
  }
  const materials: DemoMaterial[] = [];
  for (let i = 0; i < MATERIALS; i++) {
    const family = i === 0 ? FAMILIES[0] : FAMILIES[i % FAMILIES.length]!;
    const size = i === 0 ? 600 : 300 + 100 * between(next, 0, 15);
    const variant = family.unit === 'M2' ? '' : family.code === 'WP' ? ` ${between(next, 4, 16)} kW` : `, ${size} mm`;
    materials.push({
      number: String(4000001 + i),
      type: family.type,
      companyCode: i % 7 === 6 ? '2000' : '1000',
      searchCode: `${family.code}-${i === 0 ? 600 : size}`,
      unit: family.unit,
      area: family.area,
      price: Math.round(family.price * (0.8 + next() * 0.6)),
      names: Object.fromEntries(LANGUAGES.map((l) => [l, `${family[l]}${variant}`])) as DemoMaterial['names'],
    });
  }
  for (const [i, service] of SERVICES.entries()) {
    materials.push({
      number: String(9000001 + i),
      type: 'DIEN',
      companyCode: '1000',
      searchCode: service.code,
      unit: 'LE',
      area: 'SERVICE',
      price: service.price,
      names: Object.fromEntries(LANGUAGES.map((l) => [l, service[l]])) as DemoMaterial['names'],
    });
  }
  return { customers, materials };
}

const SALES_GROUP_OF: Record<string, string[]> = {
  '1000': ['V01', 'V02', 'V03', 'V04'],
  '2000': ['V05'],
  '3000': ['V06'],
};

/** Orders over the year before `now` (newest first), each with one to five lines. */
export function erpOrders(now: Date, master = erpMasterData()) {
  const next = random(ERP_SEED + 1);
  const goods = master.materials.filter((m) => m.type !== 'DIEN');
  const services = master.materials.filter((m) => m.type === 'DIEN');
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const orders: Array<typeof t.erpSalesOrder.$inferInsert> = [];
  const lines: Array<typeof t.erpSalesOrderLine.$inferInsert> = [];
  for (let i = 0; i < ORDERS; i++) {
    const customer = i === 0 ? master.customers[0]! : pick(next, master.customers);
    const orderDate = addDays(today, i === 0 ? -7 : -Math.floor((i * 365) / ORDERS) - between(next, 1, 3));
    const age = (today.getTime() - orderDate.getTime()) / 86_400_000;
    const status =
      i === 0
        ? 'C'
        : next() < 0.04
          ? 'X'
          : age < 10
            ? pick(next, ['A', 'B'])
            : age < 30
              ? pick(next, ['B', 'C', 'D'])
              : age < 60
                ? pick(next, ['D', 'E'])
                : 'F';
    const number = String(5000001 + i);
    const currency = COMPANY_CODES.find((c) => c.code === customer.companyCode)!.currency;
    const count = i === 0 ? 3 : between(next, 1, 5);
    let total = 0;
    for (let p = 0; p < count; p++) {
      const material =
        i === 0
          ? p === 2
            ? services[0]!
            : goods[p]!
          : p > 0 && next() < 0.15
            ? pick(next, services)
            : pick(next, goods);
      const quantity = i === 0 ? [4, 2, 1][p]! : material.unit === 'M2' ? between(next, 20, 200) : between(next, 1, 24);
      const value = Math.round(quantity * material.price * 100) / 100;
      total += value;
      lines.push({
        orderNumber: number,
        position: (p + 1) * 10,
        materialNumber: material.number,
        quantity: String(quantity),
        unit: material.unit,
        netValue: value.toFixed(2),
        statusKey: status === 'X' ? 'X' : status,
        confirmedDate: status === 'A' ? null : isoDate(addDays(orderDate, 14 + p * 2)),
      });
    }
    orders.push({
      number,
      abNumber: `AB${String(orderDate.getUTCFullYear()).slice(2)}-${String(i + 1).padStart(6, '0')}`,
      companyCode: customer.companyCode,
      branchCode: customer.branchCode,
      customerNumber: customer.number,
      salesGroupKey: pick(next, SALES_GROUP_OF[customer.companyCode]!),
      statusKey: status,
      orderDate: isoDate(orderDate),
      requestedDate: isoDate(addDays(orderDate, 21)),
      confirmedDate: status === 'A' ? null : isoDate(addDays(orderDate, 14)),
      customerReference: i === 0 ? 'Neubau Kita Sonnenhof' : next() < 0.5 ? `BV ${pick(next, SURNAMES)}` : '',
      netValue: total.toFixed(2),
      currency,
    });
  }
  return { orders, lines };
}

/** Building projects with the state of each product group. */
export function erpProjects(now: Date, master = erpMasterData()) {
  const next = random(ERP_SEED + 2);
  const groups = ['Heizkörper', 'Wärmepumpe', 'Lüftung', 'Fußbodenheizung', 'Sanitär'];
  const projects: Array<typeof t.erpBuildingProject.$inferInsert> = [];
  const products: Array<typeof t.erpBuildingProjectProduct.$inferInsert> = [];
  for (let i = 0; i < PROJECTS; i++) {
    const customer = pick(next, master.customers);
    const number = `P${String(700001 + i)}`;
    projects.push({
      number,
      name: `${pick(next, ['Wohnanlage', 'Schule', 'Bürohaus', 'Pflegeheim', 'Hotel'])} ${pick(next, SURNAMES)}straße`,
      companyCode: customer.companyCode,
      branchCode: customer.branchCode,
      city: customer.city,
      customerNumber: customer.number,
      startDate: isoDate(addDays(now, -between(next, 10, 700))),
    });
    const count = between(next, 1, 4);
    const chosen = [...groups].sort(() => next() - 0.5).slice(0, count);
    for (const productGroup of chosen) {
      products.push({
        projectNumber: number,
        productGroup,
        stateKey: pick(next, PRODUCT_STATES).key,
        quantity: between(next, 1, 300),
      });
    }
  }
  return { projects, products };
}

/** First days of the `FACT_MONTHS` months up to and including the month of `now`, oldest first. */
export function factMonths(now: Date): string[] {
  const months: string[] = [];
  for (let back = FACT_MONTHS - 1; back >= 0; back--) {
    months.push(isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return months;
}

/** A month's sales facts: fixed by the seed and the month, with a heating season and growth over the years. */
export function erpFactsOfMonth(month: string, master = erpMasterData()): Array<typeof t.erpSalesFact.$inferInsert> {
  const next = random(seedOf(ERP_SEED, month));
  const [year, m] = month.split('-').map(Number) as [number, number];
  const season = 1 + 0.35 * Math.cos(((m - 11) / 12) * 2 * Math.PI);
  const growth = 1 + 0.06 * (year - 2024);
  const goods = master.materials.filter((x) => x.type !== 'DIEN');
  const facts: Array<typeof t.erpSalesFact.$inferInsert> = [];
  for (let i = 0; i < FACTS_PER_MONTH; i++) {
    const customer = i === 0 ? master.customers[0]! : pick(next, master.customers);
    const material = pick(next, goods);
    const quantity = material.unit === 'M2' ? between(next, 10, 150) : between(next, 1, 30);
    const net = quantity * material.price * season * Math.max(0.3, growth) * (0.85 + next() * 0.3);
    const otherCompany = COMPANY_CODES.find((c) => c.code !== customer.companyCode)!.code;
    facts.push({
      month,
      companyCode: customer.companyCode,
      branchCode: customer.branchCode,
      country: customer.country,
      marketArea: material.area === 'SAN' ? 'SAN' : 'HT',
      partnerCompany: next() < 0.05 ? otherCompany : '',
      customerNumber: customer.number,
      customerHierarchy: customer.hierarchy,
      materialNumber: material.number,
      territoryHT: `HT-${customer.territory}`,
      territorySAN: `SAN-${customer.territory}`,
      regionHT: `HT-${customer.country}-${customer.branchCode}`,
      regionSAN: `SAN-${customer.country}`,
      netSales: net.toFixed(2),
      quantity: String(quantity),
      orderIntake: (net * (0.9 + next() * 0.3)).toFixed(2),
      currency: 'EUR',
      isValid: next() >= 0.03,
    });
  }
  return facts;
}

export async function seedErp(tx: Tx, now = new Date()): Promise<void> {
  if (!(await firstTime(tx, 'erp'))) return;
  const master = erpMasterData();
  await insertAll(tx, t.erpCompanyCode, COMPANY_CODES);
  await insertAll(tx, t.erpBranch, BRANCHES);
  await insertAll(tx, t.erpExchangeRate, EXCHANGE_RATES);
  await insertAll(tx, t.erpOrderStatus, ORDER_STATUSES);
  await insertAll(tx, t.erpSalesGroup, SALES_GROUPS);
  await insertAll(tx, t.erpProductState, PRODUCT_STATES);
  await insertAll(
    tx,
    t.erpCustomer,
    master.customers.map(({ branchCode: _b, hierarchy: _h, territory: _t, ...row }) => row),
  );
  await insertAll(
    tx,
    t.erpMaterial,
    master.materials.map(({ number, type, companyCode, searchCode, unit }) => ({
      number,
      type,
      companyCode,
      searchCode,
      unit,
    })),
  );
  await insertAll(
    tx,
    t.erpMaterialText,
    master.materials.flatMap((m) =>
      LANGUAGES.map((language) => ({ materialNumber: m.number, language, name: m.names[language] })),
    ),
  );
  const { orders, lines } = erpOrders(now, master);
  await insertAll(tx, t.erpSalesOrder, orders);
  await insertAll(tx, t.erpSalesOrderLine, lines);
  const { projects, products } = erpProjects(now, master);
  await insertAll(tx, t.erpBuildingProject, projects);
  await insertAll(tx, t.erpBuildingProjectProduct, products);
  await insertAll(
    tx,
    t.erpSalesFact,
    factMonths(now).flatMap((month) => erpFactsOfMonth(month, master)),
  );
}
