import { describe, expect, it } from 'vitest';
import { erpFactsOfMonth, erpMasterData, erpOrders, factMonths } from './seed';

describe('ERP demo data', () => {
  it('is the same on every machine: master data, a month’s facts and the orders of a given day', () => {
    expect(erpMasterData()).toEqual(erpMasterData());
    expect(erpFactsOfMonth('2025-03-01')).toEqual(erpFactsOfMonth('2025-03-01'));
    expect(erpFactsOfMonth('2025-03-01')).not.toEqual(erpFactsOfMonth('2025-04-01'));
    const day = new Date('2026-11-25T10:00:00Z');
    expect(erpOrders(day)).toEqual(erpOrders(day));
  });

  it('keeps the fixed customer, material and order that tests and demos name', () => {
    const { customers, materials } = erpMasterData();
    expect(customers[0]).toMatchObject({ number: '100001', name: 'Haustechnik Müller GmbH', city: 'Stuttgart' });
    expect(materials[0]).toMatchObject({ number: '4000001', searchCode: 'KRN41-600' });
    expect(materials[0]!.names.en).toBe('Tubular radiator type 41, 600 mm');
    const { orders, lines } = erpOrders(new Date('2026-11-25T10:00:00Z'));
    expect(orders[0]).toMatchObject({
      number: '5000001',
      customerNumber: '100001',
      orderDate: '2026-11-18',
      statusKey: 'C',
    });
    expect(lines.filter((l) => l.orderNumber === '5000001').map((l) => l.materialNumber)).toEqual([
      '4000001',
      '4000002',
      '9000001',
    ]);
    // An order's value is the sum of its lines.
    for (const order of orders.slice(0, 50)) {
      const sum = lines.filter((l) => l.orderNumber === order.number).reduce((s, l) => s + Number(l.netValue), 0);
      expect(Number(order.netValue)).toBeCloseTo(sum, 2);
    }
  });

  it('covers 36 months up to the current one, with plausible figures', () => {
    const months = factMonths(new Date('2026-01-15T00:00:00Z'));
    expect(months).toHaveLength(36);
    expect(months[0]).toBe('2023-02-01');
    expect(months.at(-1)).toBe('2026-01-01');
    for (const fact of erpFactsOfMonth('2026-01-01')) {
      expect(Number(fact.netSales)).toBeGreaterThan(0);
      expect(Number(fact.quantity)).toBeGreaterThan(0);
      expect(['HT', 'SAN']).toContain(fact.marketArea);
    }
  });
});
