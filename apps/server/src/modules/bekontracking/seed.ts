import type { Tx } from '../../db/client';
import * as t from '../../db/schema';
import { firstTime, insertAll } from '../../db/seed-support';
import { BEKON_COMPANY_CODE } from './service';

/**
 * Demo deliveries of the shower-design brand's Swiss company (docs/tracking.md): one at each step
 * of the timeline, plus one of another company that the tracking must not find. Fixed numbers and
 * postcodes for tests and demos; days relative to the first start. Written once
 * (portal.seed_applied), after the ERP's own data set (its order statuses).
 */

const LANGUAGES = ['de', 'en', 'cs', 'fr', 'it'] as const;
type Names = Record<(typeof LANGUAGES)[number], string>;

/** Another Swiss company of the group (the ERP data set's 2000): its deliveries are not tracked here. */
export const OTHER_COMPANY_CODE = '2000';

const MATERIALS: ReadonlyArray<{ number: string; searchCode: string; unit: string; price: number; names: Names }> = [
  {
    number: '4100001',
    searchCode: 'S600-900',
    unit: 'ST',
    price: 1490,
    names: {
      de: 'Duschabtrennung Koralle S600, Nische 900 mm',
      en: 'Koralle S600 shower enclosure, recess 900 mm',
      cs: 'Sprchový kout Koralle S600, nika 900 mm',
      fr: 'Paroi de douche Koralle S600, niche 900 mm',
      it: 'Box doccia Koralle S600, nicchia 900 mm',
    },
  },
  {
    number: '4100002',
    searchCode: 'TRAY-900',
    unit: 'ST',
    price: 620,
    names: {
      de: 'Duschwanne flach 900 × 900 mm',
      en: 'Flat shower tray 900 × 900 mm',
      cs: 'Plochá sprchová vanička 900 × 900 mm',
      fr: 'Receveur de douche plat 900 × 900 mm',
      it: 'Piatto doccia filo pavimento 900 × 900 mm',
    },
  },
  {
    number: '4100003',
    searchCode: 'RINNE-800',
    unit: 'ST',
    price: 340,
    names: {
      de: 'Duschrinne Edelstahl 800 mm',
      en: 'Stainless steel shower channel 800 mm',
      cs: 'Nerezový sprchový žlab 800 mm',
      fr: 'Caniveau de douche inox 800 mm',
      it: 'Canalina doccia in acciaio inox 800 mm',
    },
  },
];

/** Days relative to the first start; null: not (yet) reached. */
interface DemoDelivery {
  readonly number: string;
  readonly order: string;
  readonly companyCode: string;
  readonly customer: string;
  readonly postalCode: string;
  readonly status: 'A' | 'B' | 'C' | 'D' | 'E';
  readonly ordered: number;
  readonly confirmed: number | null;
  readonly produced: number | null;
  readonly shipped: number | null;
  readonly delivered: number | null;
  readonly expected: number;
  readonly lines: ReadonlyArray<readonly [material: string, quantity: number]>;
}

/** The deliveries tests and demos use: 80000001 to 8001 is on its way with the Swiss Post. */
export const DEMO_DELIVERIES: readonly DemoDelivery[] = [
  {
    number: '80000001',
    order: '5100001',
    companyCode: BEKON_COMPANY_CODE,
    customer: '190001',
    postalCode: '8001',
    status: 'D',
    ordered: -20,
    confirmed: -18,
    produced: -5,
    shipped: -2,
    delivered: null,
    expected: 1,
    lines: [
      ['4100001', 1],
      ['4100002', 1],
      ['4100003', 2],
    ],
  },
  {
    number: '80000002',
    order: '5100002',
    companyCode: BEKON_COMPANY_CODE,
    customer: '190002',
    postalCode: '3011',
    status: 'E',
    ordered: -45,
    confirmed: -43,
    produced: -20,
    shipped: -16,
    delivered: -14,
    expected: -14,
    lines: [['4100001', 1]],
  },
  {
    number: '80000003',
    order: '5100003',
    companyCode: BEKON_COMPANY_CODE,
    customer: '190001',
    postalCode: '6003',
    status: 'A',
    ordered: -2,
    confirmed: null,
    produced: null,
    shipped: null,
    delivered: null,
    expected: 28,
    lines: [['4100002', 2]],
  },
  {
    number: '80000004',
    order: '5100004',
    companyCode: BEKON_COMPANY_CODE,
    customer: '190002',
    postalCode: '1003',
    status: 'B',
    ordered: -9,
    confirmed: -7,
    produced: null,
    shipped: null,
    delivered: null,
    expected: 16,
    lines: [
      ['4100001', 1],
      ['4100003', 1],
    ],
  },
  {
    number: '80000005',
    order: '5100005',
    companyCode: BEKON_COMPANY_CODE,
    customer: '190001',
    postalCode: '6900',
    status: 'C',
    ordered: -25,
    confirmed: -23,
    produced: -1,
    shipped: null,
    delivered: null,
    expected: 4,
    lines: [['4100002', 1]],
  },
  {
    number: '80000006',
    order: '5100006',
    companyCode: OTHER_COMPANY_CODE,
    // An existing customer of that company in the ERP data set (erpMasterData).
    customer: '100007',
    postalCode: '8400',
    status: 'D',
    ordered: -12,
    confirmed: -10,
    produced: -4,
    shipped: -1,
    delivered: null,
    expected: 1,
    lines: [['4100003', 3]],
  },
];

const isoDay = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const day = (today: Date, days: number | null) => (days === null ? null : isoDay(today, days));

/** The rows of the demo deliveries for the day `now`: a pure function, so a test can compare it. */
export function bekonTrackingRows(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const price = new Map(MATERIALS.map((m) => [m.number, m.price]));
  const orders = DEMO_DELIVERIES.map((d) => ({
    number: d.order,
    abNumber: `AB${isoDay(today, d.ordered).slice(2, 4)}-9${d.order.slice(-5)}`,
    companyCode: d.companyCode,
    branchCode: d.companyCode === BEKON_COMPANY_CODE ? 'DAG' : 'ZH',
    customerNumber: d.customer,
    salesGroupKey: d.companyCode === BEKON_COMPANY_CODE ? 'V07' : 'V05',
    statusKey: d.status,
    orderDate: isoDay(today, d.ordered),
    requestedDate: isoDay(today, d.ordered + 21),
    confirmedDate: day(today, d.confirmed),
    customerReference: '',
    netValue: d.lines.reduce((sum, [m, q]) => sum + price.get(m)! * q, 0).toFixed(2),
    currency: 'CHF',
  }));
  const lines = DEMO_DELIVERIES.flatMap((d) =>
    d.lines.map(([materialNumber, quantity], i) => ({
      orderNumber: d.order,
      position: (i + 1) * 10,
      materialNumber,
      quantity: String(quantity),
      unit: 'ST',
      netValue: (price.get(materialNumber)! * quantity).toFixed(2),
      statusKey: d.status,
      confirmedDate: day(today, d.confirmed),
    })),
  );
  const deliveries = DEMO_DELIVERIES.map((d) => ({
    number: d.number,
    orderNumber: d.order,
    companyCode: d.companyCode,
    shipToPostalCode: d.postalCode,
    shipToCountry: 'CH',
    producedDate: day(today, d.produced),
    shippedDate: day(today, d.shipped),
    deliveredDate: day(today, d.delivered),
    expectedDate: isoDay(today, d.expected),
    carrier: d.shipped === null ? '' : d.companyCode === BEKON_COMPANY_CODE ? 'Die Post' : 'Planzer',
    trackingNumber: d.shipped === null ? '' : `99.60.${d.number.slice(0, 6)}.${d.number.slice(2)}`,
  }));
  return { orders, lines, deliveries };
}

export async function seedBekonTracking(tx: Tx, now = new Date()): Promise<void> {
  if (!(await firstTime(tx, 'erp-deliveries'))) return;
  await insertAll(tx, t.erpCompanyCode, [
    { code: BEKON_COMPANY_CODE, name: 'Bekon-Koralle AG', country: 'CH', currency: 'CHF' },
  ]);
  await insertAll(tx, t.erpBranch, [{ companyCode: BEKON_COMPANY_CODE, code: 'DAG', name: 'Dagmersellen' }]);
  await insertAll(tx, t.erpSalesGroup, [{ key: 'V07', name: 'Verkauf Bekon-Koralle' }]);
  await insertAll(tx, t.erpCustomer, [
    customer('190001', 'Bad & Wellness Meier AG', 'Seefeldstrasse 40', '8008', 'Zürich', BEKON_COMPANY_CODE),
    customer('190002', 'Sanitär Brunner AG', 'Spitalgasse 12', '3011', 'Bern', BEKON_COMPANY_CODE),
  ]);
  await insertAll(
    tx,
    t.erpMaterial,
    MATERIALS.map((m) => ({
      number: m.number,
      type: 'FERT',
      companyCode: BEKON_COMPANY_CODE,
      searchCode: m.searchCode,
      unit: m.unit,
    })),
  );
  await insertAll(
    tx,
    t.erpMaterialText,
    MATERIALS.flatMap((m) =>
      LANGUAGES.map((language) => ({ materialNumber: m.number, language, name: m.names[language] })),
    ),
  );
  const { orders, lines, deliveries } = bekonTrackingRows(now);
  await insertAll(tx, t.erpSalesOrder, orders);
  await insertAll(tx, t.erpSalesOrderLine, lines);
  await insertAll(tx, t.erpDelivery, deliveries);
}

function customer(number: string, name: string, street: string, postalCode: string, city: string, companyCode: string) {
  return { number, name, street, postalCode, city, country: 'CH', accountGroup: 'Z002', companyCode, type: 'INST' };
}
