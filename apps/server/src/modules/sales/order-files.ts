import type { Locale, Order, OrderDocument, SalesExportFormat, SalesOrderDetail } from '@portal/contracts';
import { SALES_UNIT_NAMES } from '@portal/contracts';
import { toCsv } from '../../exports/csv';
import { pdfDocument } from '../../exports/pdf';
import { type SheetColumn, sheet, toXlsx } from '../../exports/xlsx';
import { exportTextsFor } from './exportTexts';

/*
 * Order tracking's files (issue 21 §5, docs/sales.md): the orders found as XLSX or CSV, and an
 * order's documents — order confirmation, delivery note, invoice — as PDF made from its data. Every
 * word in the reader's language (the server catalogue's namespace `sales`, `orderFile`), numbers
 * and dates as the reader's site writes them (`tag`, from `formatLocale`).
 */

/** The standard rate of value-added tax (percent) in the company's country, as its invoices add it. */
export const VAT_RATES: Readonly<Record<string, number>> = {
  DE: 19,
  AT: 20,
  CH: 8.1,
  CZ: 21,
  FR: 20,
  IT: 22,
  PL: 23,
};

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The site's way of writing a day as an Excel number format: `dd.mm.yyyy` (de-DE), `mm/dd/yyyy` (en-US). */
export function excelDateFormat(tag: string): string {
  const parts = new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
    .formatToParts(day('2026-11-27'))
    .map((p) => (p.type === 'year' ? 'yyyy' : p.type === 'month' ? 'mm' : p.type === 'day' ? 'dd' : p.value));
  return parts.join('');
}

const dateWriter = (tag: string) =>
  new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });

/** The orders of a search as a file: one row per order, headings, statuses and sheet in `locale`. */
export async function ordersFile(
  orders: readonly Order[],
  format: SalesExportFormat,
  locale: Locale,
  tag: string,
  today: Date,
): Promise<{ filename: string; body: Buffer | string }> {
  const x = exportTextsFor(locale);
  const f = (key: string) => x.t(`orderFile.${key}` as never);
  const writeDay = dateWriter(tag);
  const dateFmt = excelDateFormat(tag);
  // A day is a date cell in XLSX and the site's written day in CSV, which its spreadsheet reads as a date.
  const date = (header: string, value: (o: Order) => string | null): SheetColumn<Order> => ({
    header,
    width: 14,
    ...(format === 'xlsx'
      ? { value: (o) => (value(o) ? day(value(o)!) : null), numFmt: dateFmt }
      : { value: (o) => (value(o) ? writeDay.format(day(value(o)!)) : null) }),
  });
  const columns: SheetColumn<Order>[] = [
    { header: f('orderNumber'), value: (o) => o.orderNumber, width: 12 },
    { header: f('abNumber'), value: (o) => o.abNumber, width: 14 },
    date(f('orderDate'), (o) => o.orderDate),
    { header: f('customerNumber'), value: (o) => o.customerNumber, width: 12 },
    { header: f('customer'), value: (o) => o.customerName, width: 36 },
    { header: f('city'), value: (o) => o.customerCity, width: 18 },
    { header: f('salesGroup'), value: (o) => o.salesGroupName, width: 18 },
    { header: f('status'), value: (o) => f(`statuses.${o.statusKey}`), width: 16 },
    date(f('requestedDate'), (o) => o.requestedDate),
    date(f('confirmedDate'), (o) => o.confirmedDate),
    { header: f('reference'), value: (o) => o.customerReference, width: 20 },
    { header: f('lines'), value: (o) => o.lineCount, width: 10, numFmt: '0' },
    { header: f('netValue'), value: (o) => o.netValue, width: 14, numFmt: '#,##0.00' },
    { header: f('currency'), value: (o) => o.currency, width: 8 },
  ];
  const filename = `${f('title')} ${today.toISOString().slice(0, 10)}.${format}`;
  const body =
    format === 'xlsx'
      ? await toXlsx([sheet({ name: f('title'), columns, rows: orders })])
      : toCsv(columns, orders, tag);
  return { filename, body };
}

/** The documents an order has so far: a confirmation once confirmed, a delivery note once shipped, an invoice once invoiced. */
export function documentsOf(
  order: Pick<SalesOrderDetail, 'statusKey' | 'confirmedDate' | 'deliveries'>,
): OrderDocument[] {
  const documents: OrderDocument[] = [];
  if (order.confirmedDate && order.statusKey !== 'X') documents.push('confirmation');
  if (order.deliveries.some((d) => d.shippedDate)) documents.push('deliveryNote');
  if (order.statusKey === 'F') documents.push('invoice');
  return documents;
}

/** The number a document carries: the confirmation's AB number, the delivery's number, the invoice's. */
function documentNumber(order: SalesOrderDetail, kind: OrderDocument): string {
  if (kind === 'confirmation') return order.abNumber;
  if (kind === 'deliveryNote') return order.deliveries.find((d) => d.shippedDate)?.number ?? order.orderNumber;
  return `90${order.orderNumber}`;
}

/** The day a document is dated: confirmed, shipped, or delivered (the invoice follows the delivery). */
function documentDate(order: SalesOrderDetail, kind: OrderDocument): string {
  const shipped = order.deliveries.find((d) => d.shippedDate);
  if (kind === 'confirmation') return order.confirmedDate ?? order.orderDate;
  if (kind === 'deliveryNote') return shipped?.shippedDate ?? order.orderDate;
  return shipped?.deliveredDate ?? shipped?.shippedDate ?? order.confirmedDate ?? order.orderDate;
}

/**
 * One of an order's documents as PDF: the document's title and number, the customer and the
 * order's dates, the lines (services too) with quantity and net value, the total; a delivery note
 * names the carrier and tracking number. In `locale`, numbers and days as the site `tag` writes them.
 */
export async function orderDocumentPdf(
  order: SalesOrderDetail,
  kind: OrderDocument,
  locale: Locale,
  tag: string,
  company: { readonly name: string; readonly country: string },
): Promise<{ filename: string; body: Buffer }> {
  const x = exportTextsFor(locale);
  const f = (key: string, values?: Record<string, string | number>) => x.t(`orderFile.${key}` as never, values);
  const title = f(`documents.${kind}`);
  const number = documentNumber(order, kind);
  const dated = documentDate(order, kind);
  const writeDay = (iso: string | null) => (iso ? dateWriter(tag).format(day(iso)) : '–');
  const money = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const quantity = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
  const units = SALES_UNIT_NAMES[locale] ?? SALES_UNIT_NAMES.de;
  const { doc, done } = pdfDocument({ title: `${title} ${number}`, locale, date: day(dated) });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Sans-Bold').fontSize(11).text(company.name, left, doc.page.margins.top);
  doc.moveDown(1.5);
  doc.font('Sans').fontSize(10).text(order.customerName).text(order.customerCity);
  doc.moveDown(1.5);
  doc.font('Sans-Bold').fontSize(18).text(`${title} ${number}`);
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [f('date'), writeDay(dated)],
    [f('customerNumber'), order.customerNumber],
    [f('orderNumber'), order.orderNumber],
    [f('abNumber'), order.abNumber],
    [f('orderDate'), writeDay(order.orderDate)],
    ...(order.customerReference ? ([[f('reference'), order.customerReference]] as [string, string][]) : []),
    ...(kind === 'confirmation'
      ? ([
          [f('requestedDate'), writeDay(order.requestedDate)],
          [f('confirmedDate'), writeDay(order.confirmedDate)],
        ] as [string, string][])
      : []),
  ];
  if (kind === 'deliveryNote') {
    const shipped = order.deliveries.find((d) => d.shippedDate);
    if (shipped) {
      facts.push([f('carrier'), shipped.carrier], [f('trackingNumber'), shipped.trackingNumber]);
      facts.push([f('shippedDate'), writeDay(shipped.shippedDate)]);
    }
  }
  doc.fontSize(10);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Sans').text(`${label}:`, left, y, { width: 160 });
    doc.font('Sans').text(value, left + 170, y, { width: width - 170 });
  }
  doc.moveDown(1);
  doc.font('Sans').text(f(`intro.${kind}`), left, doc.y, { width });
  doc.moveDown(0.8);

  // The lines: position, material, description, quantity, net value (not on the delivery note).
  const priced = kind !== 'deliveryNote';
  const cols = priced ? [40, 70, 225, 80, 80] : [40, 70, 305, 80];
  const heads = [f('position'), f('material'), f('description'), f('quantity'), ...(priced ? [f('netValue')] : [])];
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Sans-Bold' : 'Sans').fontSize(9);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: cols[i]! - 6 }));
    const height = Math.max(...heights) + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      doc.text(c, x + 3, y + 2, { width: cols[i]! - 6, align: i >= 3 ? 'right' : 'left' });
      x += cols[i]!;
    });
    doc.y = y + height;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
  };
  row(heads, true);
  for (const l of order.lines) {
    row(
      [
        String(l.position),
        l.materialNumber,
        l.materialName,
        `${quantity.format(l.quantity)} ${units[l.unit] ?? l.unit}`,
        ...(priced ? [money.format(l.netValue)] : []),
      ],
      false,
    );
  }
  if (priced) {
    doc.moveDown(0.5);
    const sum = (label: string, amount: number, bold: boolean) =>
      doc
        .font(bold ? 'Sans-Bold' : 'Sans')
        .fontSize(10)
        .text(`${label}: ${money.format(amount)} ${order.currency}`, left, doc.y, { width, align: 'right' });
    sum(f('total'), order.netValue, kind !== 'invoice');
    const rate = VAT_RATES[company.country];
    if (kind === 'invoice' && rate !== undefined) {
      // The invoice adds the value-added tax of the company's country to the net total.
      const vat = Math.round(order.netValue * rate) / 100;
      sum(f('vat', { rate: new Intl.NumberFormat(tag).format(rate) }), vat, false);
      sum(f('gross'), Math.round((order.netValue + vat) * 100) / 100, true);
    } else {
      doc.moveDown(0.5);
      doc
        .font('Sans')
        .fontSize(9)
        .text(f('amounts', { currency: order.currency }), left, doc.y, { width });
    }
  }
  // Page numbers in the footer of every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Sans')
      .fontSize(8)
      .fillColor('#555555')
      .text(f('page', { page: i + 1, pages: range.count }), left, doc.page.height - 35, { width, align: 'right' });
    doc.page.margins.bottom = bottom;
    doc.fillColor('#000000');
  }
  doc.end();
  return { filename: `${title} ${number}.pdf`, body: await done };
}
