import { isCityName, isPostalCodeOf } from '@portal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_CODES,
  EXCHANGE_RATES,
  type GroupScale,
  groupMasterData,
  groupMonths,
  heatingSeason,
  type MasterData,
} from './generator';
import { MATERIAL_CAPACITY } from './materials';
import { WORDS } from './places';
import { erpDemo, erpMasterData } from './seed';

const NOW = new Date('2026-11-25T10:00:00Z');
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Net sales per customer in euro cents: from the valid facts, and from the invoiced order lines. */
function salesTwoWays(data: ReturnType<typeof erpDemo>) {
  const fromFacts = new Map<string, number>();
  for (const f of data.facts) {
    if (f.isValid) fromFacts.set(f.customerNumber, (fromFacts.get(f.customerNumber) ?? 0) + cents(f.netSales));
  }
  const orders = new Map(data.orders.map((o) => [o.number, o]));
  const fromLines = new Map<string, number>();
  for (const line of data.lines) {
    if (line.statusKey !== 'F') continue;
    const order = orders.get(line.orderNumber)!;
    const rate = EXCHANGE_RATES.find((r) => r.currency === order.currency)!;
    // The line is in the order's currency; back to euros at the budget rate, exactly.
    const euroCents = (cents(line.netValue) * rate.denominator) / rate.numerator;
    expect(Number.isInteger(euroCents), `${line.orderNumber}/${line.position}`).toBe(true);
    fromLines.set(order.customerNumber, (fromLines.get(order.customerNumber) ?? 0) + euroCents);
  }
  // Customers whose orders are all still open have facts of no sales: nothing to compare.
  for (const [customer, amount] of fromFacts) if (amount === 0) fromFacts.delete(customer);
  return { fromFacts, fromLines };
}

function expectNoDuplicates(master: MasterData) {
  const addresses = master.customers.map((c) => `${c.name}|${c.city}`);
  expect(new Set(addresses).size).toBe(addresses.length);
  const numbers = master.customers.map((c) => c.number);
  expect(new Set(numbers).size).toBe(numbers.length);
  for (const language of ['de', 'en', 'cs', 'fr', 'it'] as const) {
    const names = master.materials.map((m) => m.names[language]);
    expect(new Set(names).size, language).toBe(names.length);
  }
  const codes = master.materials.map((m) => m.searchCode);
  expect(new Set(codes).size).toBe(codes.length);
}

function expectAddressesFitTheirCountry(master: MasterData) {
  for (const c of master.customers) {
    expect(isPostalCodeOf(c.country, c.postalCode), `${c.number} ${c.country} ${c.postalCode}`).toBe(true);
    expect(isCityName(c.city)).toBe(true);
    const city = WORDS[c.country].cities.find((x) => x.name === c.city);
    expect(city, `${c.number}: ${c.city} is not a city of ${c.country}`).toBeDefined();
    const code = Number(c.postalCode.replace(/\D/g, ''));
    expect(code).toBeGreaterThanOrEqual(city!.postalCodes[0]);
    expect(code).toBeLessThanOrEqual(city!.postalCodes[1]);
    expect(COMPANY_CODES.find((k) => k.code === c.companyCode)!.country).toBe(c.country);
    expect(
      WORDS[c.country].streets.some((s) => c.street.includes(s)),
      `${c.street} in ${c.country}`,
    ).toBe(true);
  }
}

describe('ERP demo data (the generator at the demo scale)', () => {
  const demo = erpDemo(NOW);

  it('is the same on every machine, for the same day', () => {
    expect(erpMasterData()).toEqual(erpMasterData());
    const again = erpDemo(NOW);
    expect(again.facts).toEqual(demo.facts);
    expect(again.orders).toEqual(demo.orders);
  });

  it('keeps the fixed customer, material and order that tests and demos name', () => {
    const { customers, materials } = demo.master;
    expect(customers[0]).toMatchObject({
      number: '100001',
      name: 'Haustechnik Müller GmbH',
      city: 'Stuttgart',
      companyCode: '1000',
    });
    expect(customers[6]).toMatchObject({ number: '100007', companyCode: '2000', city: 'Winterthur' });
    expect(materials[0]).toMatchObject({ number: '4000001', searchCode: 'KRN41-600' });
    expect(materials[0]!.names.en).toBe('Tubular radiator type 41, 600 mm');
    expect(materials.filter((m) => m.type === 'DIEN').map((m) => m.number)).toEqual(['9000001', '9000002']);
    const anchor = demo.orders.find((o) => o.number === '5000001')!;
    expect(anchor).toMatchObject({ customerNumber: '100001', orderDate: '2026-11-18', statusKey: 'C' });
    expect(demo.lines.filter((l) => l.orderNumber === '5000001').map((l) => [l.materialNumber, l.quantity])).toEqual([
      ['4000001', '4'],
      ['4000002', '2'],
      ['9000001', '1'],
    ]);
  });

  it('reconciles: every customer’s net sales are exactly their invoiced order lines, and an order is the sum of its lines', () => {
    const { fromFacts, fromLines } = salesTwoWays(demo);
    expect(fromFacts.size).toBeGreaterThan(100);
    expect(fromFacts).toEqual(fromLines);
    const byOrder = new Map<string, number>();
    for (const l of demo.lines) byOrder.set(l.orderNumber, (byOrder.get(l.orderNumber) ?? 0) + cents(l.netValue));
    for (const order of demo.orders) expect(cents(order.netValue), order.number).toBe(byOrder.get(order.number));
  });

  it('has a budget for every month, company code and branch with sales', () => {
    const budgets = new Set(demo.budgets.map((b) => `${b.month}|${b.companyCode}|${b.branchCode}`));
    for (const f of demo.facts.filter((x) => x.isValid && Number(x.netSales) > 0)) {
      expect(
        budgets.has(`${f.month}|${f.companyCode}|${f.branchCode}`),
        `${f.month} ${f.companyCode}/${f.branchCode}`,
      ).toBe(true);
    }
    // and the rest of the current year is planned
    expect(demo.budgets.some((b) => b.month === '2026-12-01')).toBe(true);
  });

  it('has no duplicate customers or materials, and every address fits its country', () => {
    expectNoDuplicates(demo.master);
    expectAddressesFitTheirCountry(demo.master);
    expect(new Set(demo.master.customers.map((c) => c.country))).toEqual(
      new Set(['DE', 'AT', 'CH', 'CZ', 'FR', 'IT', 'PL']),
    );
  });

  it('links branch customers to a head office of the same company and name', () => {
    const byNumber = new Map(demo.master.customers.map((c) => [c.number, c]));
    const branches = demo.master.customers.filter((c) => c.parentNumber !== null);
    expect(branches.length).toBeGreaterThan(0);
    for (const b of branches) {
      const head = byNumber.get(b.parentNumber!)!;
      expect(head.parentNumber).toBeNull();
      expect(head).toMatchObject({ name: b.name, companyCode: b.companyCode, type: 'GH' });
      expect(head.city).not.toBe(b.city);
    }
  });

  it('sells heating in autumn and winter: heating sales of November to February beat May to August', () => {
    const heating = (months: number[]) =>
      demo.facts
        .filter((f) => f.marketArea === 'HT' && months.includes(Number(f.month.slice(5, 7))))
        .reduce((s, f) => s + Number(f.orderIntake), 0);
    expect(heating([11, 12, 1, 2])).toBeGreaterThan(1.3 * heating([5, 6, 7, 8]));
    expect(heatingSeason(1)).toBeGreaterThan(heatingSeason(7));
  });
});

describe('the generator at any scale', () => {
  it('names more materials than the group has, without a repeat', () => {
    expect(MATERIAL_CAPACITY).toBeGreaterThanOrEqual(50_000);
  });

  it('keeps its promises for small random scales (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          customers: fc.integer({ min: 8, max: 400 }),
          materials: fc.integer({ min: 3, max: 300 }),
          facts: fc.integer({ min: 20, max: 1500 }),
          months: fc.integer({ min: 2, max: 30 }),
        }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (scale: GroupScale, seed) => {
          const master = groupMasterData(scale, seed);
          expect(master.customers).toHaveLength(scale.customers);
          expect(master.materials).toHaveLength(scale.materials + 2);
          expectNoDuplicates(master);
          expectAddressesFitTheirCountry(master);
          const months = [...groupMonths(scale, NOW, master, seed)];
          expect(months).toHaveLength(scale.months);
          const data = {
            master,
            orders: months.flatMap((m) => m.orders),
            lines: months.flatMap((m) => m.lines),
            facts: months.flatMap((m) => m.facts),
            budgets: [],
            projects: [],
            products: [],
          };
          const { fromFacts, fromLines } = salesTwoWays(data);
          expect(fromFacts).toEqual(fromLines);
          // about as many facts as asked: one per order line at most
          expect(data.facts.length).toBeLessThanOrEqual(data.lines.length);
          expect(data.lines.length).toBeGreaterThanOrEqual(scale.facts - scale.months);
        },
      ),
      { numRuns: 25 },
    );
  });
});
