import crypto from 'node:crypto';
import {
  ANCHOR_MATERIAL,
  choiceOf,
  FAMILIES,
  familySize,
  LANGUAGES,
  MATERIAL_CAPACITY,
  type MarketArea,
  type Names,
  SERVICES,
} from './materials';
import { type Country, CUSTOMER_KINDS, type CustomerKind, formatPostalCode, WORDS } from './places';

/**
 * One deterministic generator of the group's ERP data (docs/sales.md): company codes per brand
 * and country with their branches, customers with head offices and branches, materials, orders
 * with their lines, the sales facts those lines add up to, monthly budgets per company code and
 * branch, building projects and exchange rates. The demo data (seed.ts) and `npm run seed:scale`
 * both come from here; only the scale differs. The same seed, scale and day give the same data on
 * every machine.
 *
 * Facts are not drawn on their own: each month's facts are the order lines of that month summed
 * per customer, material, partner company and validity, so a customer's net sales are exactly
 * their invoiced order lines, in euros. Lines are priced in the company code's currency at the
 * budget rate; their euro cents are a multiple of the rate's denominator, so converting back is
 * exact.
 */

export interface GroupScale {
  readonly customers: number;
  readonly materials: number;
  /** About this many sales facts in all (one per invoiced, open or cancelled order line). */
  readonly facts: number;
  /** Months of history, ending with the current month. */
  readonly months: number;
}

export const DEMO_SCALE: GroupScale = { customers: 300, materials: 200, facts: 4_300, months: 36 };
export const GROUP_SCALE: GroupScale = { customers: 100_000, materials: 50_000, facts: 10_000_000, months: 60 };

export const ERP_SEED = 20250702;

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

export const seedOf = (...parts: Array<string | number>) =>
  crypto.createHash('sha256').update(parts.join(':')).digest().readUInt32BE(0);

type Next = () => number;
const pick = <T>(next: Next, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
const between = (next: Next, min: number, max: number) => min + Math.floor(next() * (max - min + 1));
/** An index in [0, n) that favours the first ones: a few large customers and best-selling materials. */
const skewed = (next: Next, n: number) => Math.min(n - 1, Math.floor(n * next() ** 1.8));
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** Budget rates: units of the currency one euro buys, as an exact fraction. */
export const EXCHANGE_RATES = [
  { currency: 'EUR', perEuro: '1', numerator: 1, denominator: 1 },
  { currency: 'CHF', perEuro: '0.95', numerator: 19, denominator: 20 },
  { currency: 'CZK', perEuro: '25', numerator: 25, denominator: 1 },
  { currency: 'PLN', perEuro: '4.25', numerator: 17, denominator: 4 },
] as const;

export interface CompanyCode {
  readonly code: string;
  readonly name: string;
  readonly country: Country;
  readonly currency: string;
  readonly brand: string;
  /** Share of the group's customers. */
  readonly weight: number;
  readonly salesGroups: readonly string[];
  readonly branches: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
    readonly cities: readonly string[];
  }>;
}

export const COMPANY_CODES: readonly CompanyCode[] = [
  {
    code: '1000',
    name: 'Portal Gruppe Deutschland GmbH',
    country: 'DE',
    currency: 'EUR',
    brand: 'group',
    weight: 30,
    salesGroups: ['V01', 'V02', 'V03', 'V04'],
    branches: [
      { code: 'NORD', name: 'Niederlassung Nord (Hamburg)', cities: ['Hamburg', 'Bremen', 'Hannover', 'Berlin'] },
      {
        code: 'SUED',
        name: 'Niederlassung Süd (Stuttgart)',
        cities: ['Stuttgart', 'München', 'Nürnberg', 'Augsburg', 'Karlsruhe', 'Freiburg im Breisgau'],
      },
      {
        code: 'WEST',
        name: 'Niederlassung West (Köln)',
        cities: ['Köln', 'Düsseldorf', 'Dortmund', 'Frankfurt am Main', 'Leipzig'],
      },
    ],
  },
  {
    code: '1200',
    name: 'Heimag Heiztechnik GmbH',
    country: 'DE',
    currency: 'EUR',
    brand: 'heimag',
    weight: 6,
    salesGroups: ['V02'],
    branches: [{ code: 'SUED', name: 'Werk und Vertrieb Süd', cities: ['Stuttgart', 'München', 'Augsburg'] }],
  },
  {
    code: '1100',
    name: 'Portal Gruppe Österreich GmbH',
    country: 'AT',
    currency: 'EUR',
    brand: 'group',
    weight: 8,
    salesGroups: ['V11'],
    branches: [
      { code: 'WIE', name: 'Niederlassung Wien', cities: ['Wien', 'Linz', 'Graz', 'Klagenfurt'] },
      { code: 'IBK', name: 'Niederlassung Innsbruck', cities: ['Innsbruck', 'Salzburg'] },
    ],
  },
  {
    code: '2000',
    name: 'Portal Schweiz AG',
    country: 'CH',
    currency: 'CHF',
    brand: 'group',
    weight: 14,
    salesGroups: ['V05'],
    branches: [
      { code: 'ZH', name: 'Filiale Zürich', cities: ['Zürich', 'Winterthur', 'St. Gallen'] },
      { code: 'BE', name: 'Filiale Bern', cities: ['Bern', 'Basel', 'Luzern', 'Aarau'] },
    ],
  },
  {
    code: '3000',
    name: 'Portal Česko s.r.o.',
    country: 'CZ',
    currency: 'CZK',
    brand: 'group',
    weight: 8,
    salesGroups: ['V06'],
    branches: [
      { code: 'PRG', name: 'Pobočka Praha', cities: ['Praha', 'Liberec', 'Plzeň', 'České Budějovice'] },
      { code: 'BRN', name: 'Pobočka Brno', cities: ['Brno', 'Ostrava', 'Olomouc'] },
    ],
  },
  {
    code: '3100',
    name: 'PZP Heating a.s.',
    country: 'CZ',
    currency: 'CZK',
    brand: 'pzpheating',
    weight: 4,
    salesGroups: ['V06'],
    branches: [{ code: 'PRG', name: 'Prodej Praha', cities: ['Praha', 'Plzeň', 'Liberec'] }],
  },
  {
    code: '4000',
    name: 'Portal France SAS',
    country: 'FR',
    currency: 'EUR',
    brand: 'group',
    weight: 11,
    salesGroups: ['V09'],
    branches: [
      { code: 'PAR', name: 'Agence Paris', cities: ['Paris', 'Lille', 'Nantes', 'Strasbourg'] },
      { code: 'LYS', name: 'Agence Lyon', cities: ['Lyon', 'Marseille', 'Toulouse', 'Bordeaux'] },
    ],
  },
  {
    code: '5000',
    name: 'Portal Italia S.r.l.',
    country: 'IT',
    currency: 'EUR',
    brand: 'group',
    weight: 11,
    salesGroups: ['V08'],
    branches: [
      { code: 'MI', name: 'Filiale Milano', cities: ['Milano', 'Torino', 'Verona', 'Bolzano', 'Bologna'] },
      { code: 'RM', name: 'Filiale Roma', cities: ['Roma', 'Firenze'] },
    ],
  },
  {
    code: '6000',
    name: 'Portal Polska Sp. z o.o.',
    country: 'PL',
    currency: 'PLN',
    brand: 'group',
    weight: 8,
    salesGroups: ['V10'],
    branches: [
      { code: 'WAW', name: 'Oddział Warszawa', cities: ['Warszawa', 'Łódź', 'Gdańsk', 'Poznań'] },
      { code: 'KRK', name: 'Oddział Kraków', cities: ['Kraków', 'Katowice', 'Wrocław'] },
    ],
  },
];

export const SALES_GROUPS = [
  { key: 'V01', name: 'Innendienst Nord' },
  { key: 'V02', name: 'Innendienst Süd' },
  { key: 'V03', name: 'Objektgeschäft' },
  { key: 'V04', name: 'Export' },
  { key: 'V05', name: 'Verkauf Schweiz' },
  { key: 'V06', name: 'Prodej Česko' },
  { key: 'V08', name: 'Vendite Italia' },
  { key: 'V09', name: 'Ventes France' },
  { key: 'V10', name: 'Sprzedaż Polska' },
  { key: 'V11', name: 'Verkauf Österreich' },
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

export const PRODUCT_STATES = [
  { key: '10', name: 'Angebot', position: 1 },
  { key: '20', name: 'Auftrag', position: 2 },
  { key: '30', name: 'In Fertigung', position: 3 },
  { key: '40', name: 'Geliefert', position: 4 },
  { key: '50', name: 'Montiert', position: 5 },
  { key: '90', name: 'Verloren', position: 9 },
] as const;

const KIND = {
  GH: { accountGroup: 'Z001', hierarchy: 'KH-GH Großhandel', weight: 0.12 },
  INST: { accountGroup: 'Z002', hierarchy: 'KH-INST Installateure', weight: 0.55 },
  OBJ: { accountGroup: '0001', hierarchy: 'KH-OBJ Objektkunden', weight: 0.18 },
  PLAN: { accountGroup: '0002', hierarchy: 'KH-PLAN Planer', weight: 0.15 },
} as const satisfies Record<CustomerKind, unknown>;

export interface GroupCustomer {
  readonly number: string;
  readonly name: string;
  readonly name2: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: Country;
  readonly accountGroup: string;
  readonly companyCode: string;
  readonly type: CustomerKind;
  /** The head office a branch customer belongs to (customer hierarchy), else null. */
  readonly parentNumber: string | null;
  readonly branchCode: string;
  readonly hierarchy: string;
  readonly territory: string;
}

export interface GroupMaterial {
  readonly number: string;
  readonly type: string;
  readonly companyCode: string;
  readonly searchCode: string;
  readonly unit: string;
  readonly area: MarketArea;
  /** List price in euros. */
  readonly price: number;
  readonly names: Names;
}

/** Numbers skip the block 190000–199999 (customers) and 4100000–4199999 / 5100000–5199999 (materials, orders) that the Bekon-Koralle stand-in and tests use. */
const outside = (first: number, i: number, blockStart: number, blockSize: number) => {
  const n = first + i;
  return String(n >= blockStart ? n + blockSize : n);
};
export const customerNumber = (i: number) => outside(100001, i, 190000, 10000);
export const materialNumber = (i: number) => outside(4000001, i, 4100000, 100000);
export const orderNumber = (i: number) => outside(5000001, i, 5100000, 100000);

const weighted = <T extends { weight: number }>(next: Next, list: readonly T[]): T => {
  const total = list.reduce((s, x) => s + x.weight, 0);
  let r = next() * total;
  for (const x of list) {
    r -= x.weight;
    if (r < 0) return x;
  }
  return list.at(-1)!;
};

const cityOf = (country: Country, name: string) => WORDS[country].cities.find((c) => c.name === name)!;

/** Customers: the first (100001) and the seventh (100007, Winterthur) are fixed for tests and demos. */
export function groupCustomers(count: number, seed = ERP_SEED): GroupCustomer[] {
  const next = random(seed);
  const customers: GroupCustomer[] = [];
  const taken = new Set<string>();
  const heads: GroupCustomer[] = [];
  for (let i = 0; i < count; i++) {
    const company =
      i === 0
        ? COMPANY_CODES[0]!
        : i === 6
          ? COMPANY_CODES.find((c) => c.code === '2000')!
          : weighted(next, COMPANY_CODES);
    const words = WORDS[company.country];
    const branch = i === 0 ? company.branches[1]! : i === 6 ? company.branches[0]! : pick(next, company.branches);
    const cityName = i === 0 ? 'Stuttgart' : i === 6 ? 'Winterthur' : pick(next, branch.cities);
    const city = cityOf(company.country, cityName);
    const kind: CustomerKind =
      i === 0
        ? 'INST'
        : weighted(
            next,
            CUSTOMER_KINDS.map((k) => ({ k, weight: KIND[k].weight })),
          ).k;
    // A branch of a wholesaler's head office: the head's name, in another city of the company.
    const head = i > 0 && heads.length > 0 && next() < 0.06 ? pick(next, heads) : undefined;
    let name = '';
    let name2 = '';
    let parentNumber: string | null = null;
    if (i === 0) {
      name = 'Haustechnik Müller GmbH';
      name2 = 'Heizung · Sanitär · Lüftung';
    } else if (head && head.companyCode === company.code && !taken.has(`${head.name}|${cityName}`)) {
      name = head.name;
      name2 = `${words.branchWord} ${cityName}`;
      parentNumber = head.number;
    } else {
      name = customerName(next, company.country, kind, cityName, taken);
    }
    taken.add(`${name}|${cityName}`);
    const postal = i === 0 ? 70173 : between(next, city.postalCodes[0], city.postalCodes[1]);
    const customer: GroupCustomer = {
      number: customerNumber(i),
      name,
      name2,
      street: i === 0 ? 'Industriestraße 12' : words.address(pick(next, words.streets), between(next, 1, 120)),
      postalCode: formatPostalCode(company.country, postal),
      city: cityName,
      country: company.country,
      accountGroup: KIND[parentNumber ? 'GH' : kind].accountGroup,
      companyCode: company.code,
      type: parentNumber ? 'GH' : kind,
      parentNumber,
      branchCode: branch.code,
      hierarchy: KIND[parentNumber ? 'GH' : kind].hierarchy,
      territory: `${company.country}-${branch.code}-${between(next, 1, 3)}`,
    };
    customers.push(customer);
    if (kind === 'GH' && !parentNumber && i > 0) heads.push(customer);
  }
  return customers;
}

/** A name not yet used in the city: trade word, one or two surnames, legal form. */
function customerName(next: Next, country: Country, kind: CustomerKind, city: string, taken: Set<string>): string {
  const words = WORDS[country];
  for (let attempt = 0; attempt < 40; attempt++) {
    const surname = pick(next, words.surnames);
    const partner = attempt > 4 || next() < 0.2 ? pick(next, words.surnames) : undefined;
    const who = partner && partner !== surname ? `${surname} & ${partner}` : surname;
    const name = `${pick(next, words.trades[kind])} ${who} ${pick(next, words.legalForms)}`;
    if (!taken.has(`${name}|${city}`)) return name;
  }
  // Every combination tried is taken (only at scales far beyond the group's): count on.
  for (let n = 2; ; n++) {
    const name = `${words.trades[kind][0]} ${words.surnames[0]} ${n} ${words.legalForms[0]}`;
    if (!taken.has(`${name}|${city}`)) return name;
  }
}

/**
 * Materials: the fixed first one (4000001, KRN41-600), then in turn one of each family (so a small
 * range still has every family), each a cell of the family's grid drawn without repeat; then the
 * two services 9000001 and 9000002.
 */
export function groupMaterials(count: number, seed = ERP_SEED): GroupMaterial[] {
  if (count > MATERIAL_CAPACITY + 1) {
    throw new Error(`at most ${MATERIAL_CAPACITY + 1} materials have distinct names`);
  }
  const next = random(seed + 3);
  const materials: GroupMaterial[] = [{ number: materialNumber(0), companyCode: '1000', ...ANCHOR_MATERIAL }];
  // Each family's cells in a fixed order of its own: a stride coprime with the grid's size.
  const cursor = FAMILIES.map((f) => {
    const size = familySize(f);
    let stride = Math.floor(size * 0.618) | 1;
    while (gcd(stride, size) !== 1) stride += 2;
    return { size, stride, offset: Math.floor(next() * size), used: 0 };
  });
  let f = 0;
  for (let i = 1; i < count; i++) {
    while (cursor[f % FAMILIES.length]!.used >= cursor[f % FAMILIES.length]!.size) f++;
    const family = FAMILIES[f % FAMILIES.length]!;
    const c = cursor[f % FAMILIES.length]!;
    const choice = choiceOf(family, (c.offset + c.used * c.stride) % c.size);
    c.used++;
    f++;
    materials.push({
      number: materialNumber(i),
      type: family.type,
      companyCode: i % 7 === 6 ? '2000' : '1000',
      searchCode: family.searchCode(choice),
      unit: family.unit,
      area: family.area,
      price: Math.round(family.price(choice) * 100) / 100,
      names: Object.fromEntries(LANGUAGES.map((l) => [l, family.name(l, choice)])) as Names,
    });
  }
  for (const [i, service] of SERVICES.entries()) {
    materials.push({
      number: String(9000001 + i),
      type: 'DIEN',
      companyCode: '1000',
      searchCode: service.searchCode,
      unit: 'LE',
      area: 'HT',
      price: service.price,
      names: service.names,
    });
  }
  return materials;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export interface MasterData {
  readonly customers: GroupCustomer[];
  readonly materials: GroupMaterial[];
}

export function groupMasterData(scale: Pick<GroupScale, 'customers' | 'materials'>, seed = ERP_SEED): MasterData {
  return { customers: groupCustomers(scale.customers, seed), materials: groupMaterials(scale.materials, seed) };
}

export interface OrderRow {
  number: string;
  abNumber: string;
  companyCode: string;
  branchCode: string;
  customerNumber: string;
  salesGroupKey: string;
  statusKey: string;
  orderDate: string;
  requestedDate: string;
  confirmedDate: string | null;
  customerReference: string;
  netValue: string;
  currency: string;
}

export interface OrderLineRow {
  orderNumber: string;
  position: number;
  materialNumber: string;
  quantity: string;
  unit: string;
  netValue: string;
  statusKey: string;
  confirmedDate: string | null;
}

export interface FactRow {
  month: string;
  companyCode: string;
  branchCode: string;
  country: string;
  marketArea: string;
  partnerCompany: string;
  customerNumber: string;
  customerHierarchy: string;
  materialNumber: string;
  territoryHT: string;
  territorySAN: string;
  regionHT: string;
  regionSAN: string;
  netSales: string;
  quantity: string;
  orderIntake: string;
  currency: string;
  isValid: boolean;
}

export interface BudgetRow {
  month: string;
  companyCode: string;
  branchCode: string;
  netSales: string;
  currency: string;
}

export interface MonthData {
  readonly month: string;
  readonly orders: OrderRow[];
  readonly lines: OrderLineRow[];
  readonly facts: FactRow[];
  readonly budgets: BudgetRow[];
}

/** Heating sells in autumn and winter: 1.45 around December and January, 0.55 in June and July. */
export const heatingSeason = (month: number) => 1 + 0.45 * Math.cos(((month - 12.5) / 12) * 2 * Math.PI);

/** First days of the `months` months up to and including the month of `now`, oldest first. */
export function monthsUpTo(now: Date, months: number): string[] {
  const out: string[] = [];
  for (let back = months - 1; back >= 0; back--) {
    out.push(isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return out;
}

const orderStatus = (next: Next, age: number) =>
  next() < 0.04
    ? 'X'
    : age < 4
      ? pick(next, ['A', 'B'])
      : age < 12
        ? pick(next, ['B', 'C', 'D'])
        : age < 20
          ? pick(next, ['D', 'E'])
          : 'F';

/**
 * The months of history, oldest first, each with its orders, lines, facts and budgets. Lazy, so
 * the scale run holds one month at a time. The anchor order 5000001 (customer 100001, a week old,
 * in production, three lines) is in the month a week before `now`.
 */
export function* groupMonths(scale: GroupScale, now: Date, master: MasterData, seed = ERP_SEED): Generator<MonthData> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const months = monthsUpTo(today, scale.months);
  const anchorDate = addDays(today, -7);
  const goods = { HT: [] as GroupMaterial[], SAN: [] as GroupMaterial[] };
  for (const m of master.materials) if (m.type !== 'DIEN' && m.number !== materialNumber(0)) goods[m.area].push(m);
  const services = master.materials.filter((m) => m.type === 'DIEN');
  const weights = months.map((month) => {
    const [year, m] = month.split('-').map(Number) as [number, number];
    return (0.6 * heatingSeason(m) + 0.4) * (1 + 0.05 * (year - today.getUTCFullYear()));
  });
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  let sequence = 1;
  for (const [index, month] of months.entries()) {
    const next = random(seedOf(seed, month, scale.customers, scale.materials));
    const [year, m] = month.split('-').map(Number) as [number, number];
    const first = new Date(`${month}T00:00:00Z`);
    const days = Math.min(
      new Date(Date.UTC(year, m, 0)).getUTCDate(),
      index === months.length - 1 ? today.getUTCDate() : 31,
    );
    const heatingShare = (0.6 * heatingSeason(m)) / (0.6 * heatingSeason(m) + 0.4);
    const lineTarget = Math.max(1, Math.round((scale.facts * weights[index]!) / totalWeight));
    const orders: OrderRow[] = [];
    const lines: OrderLineRow[] = [];
    const facts = new Map<string, FactRow>();
    const cents = new Map<string, { net: number; intake: number; quantity: number }>();
    let lineCount = 0;
    const withAnchor = isoDate(anchorDate).slice(0, 7) === month.slice(0, 7);
    for (let o = 0; lineCount < lineTarget || (withAnchor && o === 0); o++) {
      const anchor = withAnchor && o === 0;
      const customer = anchor ? master.customers[0]! : master.customers[skewed(next, master.customers.length)]!;
      const company = COMPANY_CODES.find((c) => c.code === customer.companyCode)!;
      const rate = EXCHANGE_RATES.find((r) => r.currency === company.currency)!;
      const orderDate = anchor ? anchorDate : addDays(first, between(next, 0, days - 1));
      const age = (today.getTime() - orderDate.getTime()) / 86_400_000;
      const status = anchor ? 'C' : orderStatus(next, age);
      const number = anchor ? orderNumber(0) : orderNumber(sequence++);
      const partnerCompany =
        !anchor && next() < 0.04
          ? pick(
              next,
              COMPANY_CODES.filter((c) => c.code !== company.code),
            ).code
          : '';
      const count = anchor ? 3 : between(next, 1, 5);
      const used = new Set<string>();
      let total = 0;
      let position = 0;
      for (let p = 0; p < count; p++) {
        let material: GroupMaterial;
        if (anchor) material = [master.materials[0]!, goods.HT[0] ?? master.materials[0]!, services[0]!][p]!;
        else if (p > 0 && services.length > 0 && next() < 0.12) material = pick(next, services);
        else {
          const area = next() < heatingShare || goods.SAN.length === 0 ? goods.HT : goods.SAN;
          material = area[skewed(next, area.length)] ?? master.materials[0]!;
        }
        if (used.has(material.number)) continue;
        used.add(material.number);
        const quantity = anchor
          ? [4, 2, 1][p]!
          : material.unit === 'M2'
            ? between(next, 20, 200)
            : material.price > 3000
              ? between(next, 1, 3)
              : between(next, 1, 24);
        const discount = anchor ? 1 : 0.7 + 0.25 * next();
        // Euro cents, a multiple of the rate's denominator, so the document currency is exact.
        const euroCents =
          Math.max(1, Math.round((quantity * material.price * discount * 100) / rate.denominator)) * rate.denominator;
        const documentCents = (euroCents * rate.numerator) / rate.denominator;
        position += 10;
        total += documentCents;
        lines.push({
          orderNumber: number,
          position,
          materialNumber: material.number,
          quantity: String(quantity),
          unit: material.unit,
          netValue: (documentCents / 100).toFixed(2),
          statusKey: status,
          confirmedDate: status === 'A' ? null : isoDate(addDays(orderDate, 14 + p * 2)),
        });
        lineCount++;
        const valid = status !== 'X';
        const key = `${customer.number}|${material.number}|${partnerCompany}|${valid}`;
        const sums = cents.get(key) ?? { net: 0, intake: 0, quantity: 0 };
        if (status === 'F' || status === 'X') {
          sums.net += euroCents;
          sums.quantity += quantity;
        }
        sums.intake += euroCents;
        cents.set(key, sums);
        if (!facts.has(key)) {
          facts.set(key, {
            month,
            companyCode: customer.companyCode,
            branchCode: customer.branchCode,
            country: customer.country,
            marketArea: material.area,
            partnerCompany,
            customerNumber: customer.number,
            customerHierarchy: customer.hierarchy,
            materialNumber: material.number,
            territoryHT: `HT-${customer.territory}`,
            territorySAN: `SAN-${customer.territory}`,
            regionHT: `HT-${customer.country}-${customer.branchCode}`,
            regionSAN: `SAN-${customer.country}`,
            netSales: '',
            quantity: '',
            orderIntake: '',
            currency: 'EUR',
            isValid: valid,
          });
        }
      }
      orders.push({
        number,
        abNumber: `AB${String(orderDate.getUTCFullYear()).slice(2)}-${String(Number(number) - 5_000_000).padStart(6, '0')}`,
        companyCode: customer.companyCode,
        branchCode: customer.branchCode,
        customerNumber: customer.number,
        salesGroupKey: pick(next, company.salesGroups),
        statusKey: status,
        orderDate: isoDate(orderDate),
        requestedDate: isoDate(addDays(orderDate, 21)),
        confirmedDate: status === 'A' ? null : isoDate(addDays(orderDate, 14)),
        customerReference: anchor
          ? 'Neubau Kita Sonnenhof'
          : next() < 0.4
            ? `BV ${pick(next, WORDS[customer.country].surnames)}`
            : '',
        netValue: (total / 100).toFixed(2),
        currency: company.currency,
      });
    }
    const budgetCents = new Map<string, number>();
    for (const [key, fact] of facts) {
      const sums = cents.get(key)!;
      fact.netSales = (sums.net / 100).toFixed(2);
      fact.orderIntake = (sums.intake / 100).toFixed(2);
      fact.quantity = String(sums.quantity);
      if (fact.isValid) {
        const branch = `${fact.companyCode}|${fact.branchCode}`;
        budgetCents.set(branch, (budgetCents.get(branch) ?? 0) + sums.net);
      }
    }
    // The plan was made before: the month's outcome give or take up to 12 %, in whole hundreds.
    const budgets: BudgetRow[] = [...budgetCents].map(([branch, net]) => {
      const [companyCode, branchCode] = branch.split('|') as [string, string];
      const planned = Math.max(100, Math.round(((net / 100) * (0.9 + 0.22 * next())) / 100) * 100);
      return { month, companyCode, branchCode, netSales: planned.toFixed(2), currency: 'EUR' };
    });
    yield { month, orders, lines, facts: [...facts.values()], budgets };
  }
}

/** The rest of the current year's budget: the same month a year before plus 6 %. */
export function budgetsAhead(now: Date, earlier: readonly BudgetRow[]): BudgetRow[] {
  const out: BudgetRow[] = [];
  for (let m = now.getUTCMonth() + 2; m <= 12; m++) {
    const month = `${now.getUTCFullYear()}-${String(m).padStart(2, '0')}-01`;
    const yearBefore = `${now.getUTCFullYear() - 1}-${String(m).padStart(2, '0')}-01`;
    for (const b of earlier.filter((x) => x.month === yearBefore)) {
      out.push({ ...b, month, netSales: (Math.round((Number(b.netSales) * 1.06) / 100) * 100).toFixed(2) });
    }
  }
  return out;
}

const PROJECT_WORDS: Record<Country, readonly string[]> = {
  DE: ['Wohnanlage', 'Schule', 'Bürohaus', 'Pflegeheim', 'Hotel'],
  AT: ['Wohnanlage', 'Volksschule', 'Bürohaus', 'Seniorenheim', 'Hotel'],
  CH: ['Überbauung', 'Schulhaus', 'Bürogebäude', 'Alterszentrum', 'Hotel'],
  CZ: ['Bytový dům', 'Základní škola', 'Administrativní budova', 'Domov seniorů', 'Hotel'],
  FR: ['Résidence', 'Groupe scolaire', 'Immeuble de bureaux', 'EHPAD', 'Hôtel'],
  IT: ['Residenza', 'Scuola', 'Palazzo uffici', 'Casa di riposo', 'Hotel'],
  PL: ['Osiedle', 'Szkoła', 'Biurowiec', 'Dom opieki', 'Hotel'],
};
const PRODUCT_GROUPS = ['Heizkörper', 'Wärmepumpe', 'Lüftung', 'Fußbodenheizung', 'Sanitär'];
/** A product group's unit of measure in a project: underfloor heating by the square metre, the rest by the piece. */
const PRODUCT_GROUP_UNITS: Readonly<Record<string, string>> = { Fußbodenheizung: 'M2' };

/** Building projects of customers, named in the customer's country, with the state of each product group. */
export function groupProjects(count: number, now: Date, master: MasterData, seed = ERP_SEED) {
  const next = random(seed + 2);
  const projects: Array<{
    number: string;
    name: string;
    companyCode: string;
    branchCode: string;
    city: string;
    customerNumber: string;
    startDate: string;
  }> = [];
  const products: Array<{
    projectNumber: string;
    productGroup: string;
    stateKey: string;
    quantity: number;
    unit: string;
  }> = [];
  const names = new Set<string>();
  for (let i = 0; i < count; i++) {
    const customer = pick(next, master.customers);
    const number = `P${700001 + i}`;
    const words = WORDS[customer.country];
    let name = '';
    for (let attempt = 0; attempt < 20 && (!name || names.has(`${name}|${customer.city}`)); attempt++) {
      name = `${pick(next, PROJECT_WORDS[customer.country])} ${pick(next, words.streets)}`;
    }
    if (names.has(`${name}|${customer.city}`)) name = `${name} ${number}`;
    names.add(`${name}|${customer.city}`);
    projects.push({
      number,
      name,
      companyCode: customer.companyCode,
      branchCode: customer.branchCode,
      city: customer.city,
      customerNumber: customer.number,
      startDate: isoDate(addDays(now, -between(next, 10, 700))),
    });
    const chosen = [...PRODUCT_GROUPS].sort(() => next() - 0.5).slice(0, between(next, 1, 4));
    for (const productGroup of chosen) {
      products.push({
        projectNumber: number,
        productGroup,
        stateKey: pick(next, PRODUCT_STATES).key,
        quantity: between(next, 1, 300),
        unit: PRODUCT_GROUP_UNITS[productGroup] ?? 'ST',
      });
    }
  }
  return { projects, products };
}
