import type { BuildingProject, OrderTrackingResult, SalesOrderDetail } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { PARTNER_CUSTOMERS } from '../../db/seed-data';
import { readXlsx } from '../../exports/testing';
import { apiRequests, startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';

const ANCHOR_ORDER = '5000001';

/** Order tracking's files, shipments and the dealer's view (issue 21 §5, docs/sales.md). */
describe('order tracking: export, deliveries, documents and the dealer (docs/sales.md)', () => {
  let app: TestApp;
  let sales: Record<string, string>;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  let partner: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    sales = await bearer(app, 'sales');
    admin = await bearer(app, 'admin');
    employee = await bearer(app, 'employee');
    partner = await bearer(app, 'partner');
  });
  afterAll(() => app.close());

  const { get, json } = apiRequests(
    () => app,
    () => sales,
  );
  const savedName = (header: unknown) => decodeURIComponent(/filename\*=UTF-8''([^;]+)$/.exec(String(header))![1]!);
  const pdfText = async (body: Buffer) => {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
    return text;
  };
  /** An order of the demo in a status, straight from the ERP tables. */
  const orderIn = async (status: string, customers?: readonly string[]) => {
    const [row] = await rows<{ number: string }>(
      app.database.db,
      sql`select number from erp.sales_order where status_key = ${status}
          ${
            customers
              ? sql`and customer_number in (${sql.join(
                  customers.map((c) => sql`${c}`),
                  sql`, `,
                )})`
              : sql``
          }
          order by order_date desc, number desc limit 1`,
    );
    expect(row, `an order in status ${status}`).toBeDefined();
    return row!.number;
  };

  it('authorization: no token 401, no role and employees 403, Vertrieb and Administrator 200 on export and documents', async () => {
    const invoiced = await orderIn('F');
    const nobody = (await userWithoutRoles(app)).headers;
    for (const url of [
      '/OrderTracking/export?format=csv',
      `/OrderTracking/${invoiced}/document/invoice`,
      `/OrderTracking/${invoiced}/document/confirmation`,
    ]) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, employee)).statusCode, url).toBe(403);
      expect((await get(url, nobody)).statusCode, url).toBe(403);
      expect((await get(url, sales)).statusCode, url).toBe(200);
      expect((await get(url, admin)).statusCode, url).toBe(200);
    }
    for (const url of ['/OrderTracking/export?format=pdf', `/OrderTracking/${invoiced}/document/receipt`]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
  });

  it("a dealer sees the orders of the customer numbers assigned to them, and never another's", async () => {
    const all = await json<OrderTrackingResult>('/OrderTracking', partner);
    expect(all.orders.length).toBeGreaterThan(0);
    expect(new Set(all.orders.map((o) => o.customerNumber))).toEqual(new Set(PARTNER_CUSTOMERS));
    const [own] = await rows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from erp.sales_order where customer_number in (${PARTNER_CUSTOMERS[0]}, ${PARTNER_CUSTOMERS[1]})`,
    );
    expect(all.orders).toHaveLength(Math.min(own!.n, 200));

    // Another customer's orders: not found by number, by customer, nor as detail or document.
    expect((await json<OrderTrackingResult>('/OrderTracking?CustomerNumber=100001', partner)).orders).toEqual([]);
    expect((await json<OrderTrackingResult>(`/OrderTracking?OrderNumber=${ANCHOR_ORDER}`, partner)).orders).toEqual([]);
    expect((await get(`/OrderTracking/${ANCHOR_ORDER}`, partner)).statusCode).toBe(404);
    expect((await get(`/OrderTracking/${ANCHOR_ORDER}/document/confirmation`, partner)).statusCode).toBe(404);
    expect((await get(`/OrderTracking/${ANCHOR_ORDER}`, sales)).statusCode).toBe(200);

    // Their own: the detail and the export, with only their customers' rows.
    const mine = all.orders[0]!;
    expect((await json<SalesOrderDetail>(`/OrderTracking/${mine.orderNumber}`, partner)).orderNumber).toBe(
      mine.orderNumber,
    );
    const file = await get('/OrderTracking/export?format=csv', partner);
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(all.orders.length + 1);
    expect(lines.slice(1).every((l) => PARTNER_CUSTOMERS.some((c) => l.split(';')[3] === c))).toBe(true);
    // The dealer still has no sales figures or customer search.
    expect((await get('/SalesPerformance', partner)).statusCode).toBe(403);
    expect((await get('/Customer?Name=M', partner)).statusCode).toBe(403);
  });

  it("shows a delivered order's shipment with the carrier's tracking link, from the carrier's configurable template", async () => {
    const delivered = await orderIn('E');
    const order = await json<SalesOrderDetail>(`/OrderTracking/${delivered}`);
    expect(order.deliveries).toHaveLength(1);
    const delivery = order.deliveries[0]!;
    expect(delivery.carrier).not.toBe('');
    expect(delivery.trackingNumber).toMatch(/^\d{20}$/);
    expect(delivery.shippedDate).not.toBeNull();
    expect(delivery.deliveredDate! > delivery.shippedDate!).toBe(true);
    const [carrier] = await rows<{ tracking_url: string }>(
      app.database.db,
      sql`select tracking_url from erp.carrier where name = ${delivery.carrier}`,
    );
    expect(delivery.trackingUrl).toBe(carrier!.tracking_url.replace('{trackingNumber}', delivery.trackingNumber));
    expect(order.documents).toEqual(['confirmation', 'deliveryNote']);

    // The carrier's page moves: the link follows the template in erp.carrier.
    await app.database.db.execute(
      sql`update erp.carrier set tracking_url = ${'https://track.example/{trackingNumber}?lang=de'} where name = ${delivery.carrier}`,
    );
    const moved = await json<SalesOrderDetail>(`/OrderTracking/${delivered}`);
    expect(moved.deliveries[0]!.trackingUrl).toBe(`https://track.example/${delivery.trackingNumber}?lang=de`);
    await app.database.db.execute(
      sql`update erp.carrier set tracking_url = ${carrier!.tracking_url} where name = ${delivery.carrier}`,
    );
    // A template without the number is refused by the database.
    await expect(
      app.database.db.execute(
        sql`update erp.carrier set tracking_url = 'https://x.example/' where name = ${delivery.carrier}`,
      ),
    ).rejects.toThrow();

    // Ready to ship: a delivery without shipment, so no link and no delivery note yet.
    const ready = await json<SalesOrderDetail>(`/OrderTracking/${await orderIn('D')}`);
    expect(ready.deliveries[0]).toMatchObject({ shippedDate: null, trackingUrl: null, trackingNumber: '' });
    expect(ready.documents).toEqual(['confirmation']);
  });

  it('exports the orders found as XLSX with dates and numbers as cells, in the reader’s language', async () => {
    const found = await json<OrderTrackingResult>('/OrderTracking?StatusKey=F');
    const response = await get('/OrderTracking/export?StatusKey=F&Language=en&Country=gb');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(savedName(response.headers['content-disposition'])).toMatch(/^Orders \d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = await readXlsx(response.rawPayload);
    const sheet = book.Orders!;
    expect(sheet[0]).toEqual([
      'Order',
      'Confirmation number',
      'Order date',
      'Customer number',
      'Customer',
      'City',
      'Sales group',
      'Status',
      'Requested date',
      'Confirmed date',
      'Reference',
      'Lines',
      'Net value',
      'Currency',
    ]);
    expect(sheet).toHaveLength(found.orders.length + 1);
    const first = found.orders[0]!;
    expect(sheet[1]![0]).toBe(first.orderNumber);
    expect(sheet[1]![7]).toBe('Invoiced');
    expect(sheet[1]![12]).toBeCloseTo(first.netValue, 2);
    expect(sheet[1]![2]).toBeInstanceOf(Date);
    expect((sheet[1]![2] as Date).toISOString().slice(0, 10)).toBe(first.orderDate);
  });

  it("writes the CSV as the reader's site does: German ; and 1234,50 and 27.11.2026, Swiss 1234.50", async () => {
    const found = await json<OrderTrackingResult>('/OrderTracking?StatusKey=F');
    const first = found.orders[0]!;
    const german = await get('/OrderTracking/export?StatusKey=F&format=csv&Language=de&Country=de');
    const lines = german.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]!.split(';').slice(0, 3)).toEqual(['Auftrag', 'AB-Nummer', 'Auftragsdatum']);
    const cells = lines[1]!.split(';');
    const [y, m, d] = first.orderDate.split('-');
    expect(cells[2]).toBe(`${d}.${m}.${y}`);
    expect(cells[7]).toBe('Fakturiert');
    expect(cells[12]).toBe(first.netValue.toFixed(2).replace('.', ','));
    const swiss = await get('/OrderTracking/export?StatusKey=F&format=csv&Language=de&Country=ch');
    const swissCells = swiss.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')[1]!
      .split(',');
    expect(swissCells).toContain(first.netValue.toFixed(2));
  });

  it('makes the order confirmation, delivery note and invoice as PDFs from the order, in the reader’s language', async () => {
    const invoiced = await orderIn('F');
    const order = await json<SalesOrderDetail>(`/OrderTracking/${invoiced}`);
    expect(order.documents).toEqual(['confirmation', 'deliveryNote', 'invoice']);

    const invoice = await get(`/OrderTracking/${invoiced}/document/invoice?Language=de&Country=de`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(savedName(invoice.headers['content-disposition'])).toBe(`Rechnung 90${invoiced}.pdf`);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain(`Rechnung 90${invoiced}`);
    expect(text).toContain(order.customerName);
    const total = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      order.netValue,
    );
    expect(text).toContain(`Summe netto: ${total} ${order.currency}`);
    // The invoice adds the VAT of the company's country: 19 % in Germany.
    const [german] = await rows<{ number: string }>(
      app.database.db,
      sql`select number from erp.sales_order where status_key = 'F' and company_code = '1000' order by number limit 1`,
    );
    const germanOrder = await json<SalesOrderDetail>(`/OrderTracking/${german!.number}`);
    const germanText = await pdfText((await get(`/OrderTracking/${german!.number}/document/invoice`)).rawPayload);
    const euros = (n: number) =>
      new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
    const vat = Math.round(germanOrder.netValue * 19) / 100;
    expect(germanText).toContain(`MwSt. 19 %: ${euros(vat)} EUR`);
    expect(germanText).toContain(`Gesamtbetrag: ${euros(germanOrder.netValue + vat)} EUR`);
    for (const line of order.lines) expect(text).toContain(line.materialNumber);

    const note = await pdfText((await get(`/OrderTracking/${invoiced}/document/deliveryNote?Language=en`)).rawPayload);
    expect(note).toContain('Delivery note');
    expect(note).toContain(order.deliveries[0]!.trackingNumber);
    expect(note).toContain(order.deliveries[0]!.carrier);
    expect(note).not.toContain('Net total');

    const confirmation = await pdfText(
      (await get(`/OrderTracking/${invoiced}/document/confirmation?Language=fr&Country=fr`)).rawPayload,
    );
    expect(confirmation).toContain(`Confirmation de commande ${order.abNumber}`);

    // The order in production has a confirmation but no invoice yet.
    const missing = await get(`/OrderTracking/${ANCHOR_ORDER}/document/invoice`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('filters building projects by name and product state, each product group with its unit', async () => {
    const all = await json<BuildingProject[]>('/BuildingProject/projects');
    expect(all.length).toBeGreaterThan(10);
    const units = all.flatMap((p) => p.products.map((x) => [x.productGroup, x.unit] as const));
    expect(units.filter(([group]) => group === 'Fußbodenheizung').every(([, unit]) => unit === 'M2')).toBe(true);
    expect(units.filter(([group]) => group !== 'Fußbodenheizung').every(([, unit]) => unit === 'ST')).toBe(true);
    expect(units.some(([, unit]) => unit === 'M2')).toBe(true);

    const lost = await json<BuildingProject[]>('/BuildingProject/projects?State=90');
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.length).toBeLessThan(all.length);
    expect(lost.every((p) => p.products.some((x) => x.stateKey === '90'))).toBe(true);
    expect(all.filter((p) => p.products.some((x) => x.stateKey === '90')).map((p) => p.number)).toEqual(
      lost.map((p) => p.number),
    );

    const word = all[0]!.name.split(' ')[0]!;
    const named = await json<BuildingProject[]>(
      `/BuildingProject/projects?Name=${encodeURIComponent(word.toLowerCase())}`,
    );
    expect(named.map((p) => p.number)).toEqual(
      all.filter((p) => p.name.toLowerCase().includes(word.toLowerCase())).map((p) => p.number),
    );
    const both = await json<BuildingProject[]>(`/BuildingProject/projects?Name=${encodeURIComponent(word)}&State=90`);
    expect(both.every((p) => p.name.includes(word) && p.products.some((x) => x.stateKey === '90'))).toBe(true);
  });
});
