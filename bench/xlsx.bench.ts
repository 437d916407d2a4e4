/**
 * The largest export (a sales list of 10,000 rows: dates, texts, amounts with a number format)
 * written by the portal's XLSX writer (write-excel-file, apps/server/src/exports/xlsx.ts) and,
 * when XLSX_ALT names a folder where `exceljs` is installed (`npm install exceljs@4.4.0` there),
 * by exceljs as the portal wrote it before, with the same look (bold shaded header, frozen header
 * row, widths, formats). Each writer runs in a process of its own, so its peak memory is its own.
 *
 *   npx tsx bench/xlsx.bench.ts
 *   XLSX_ALT=/path/with/exceljs npx tsx bench/xlsx.bench.ts
 *
 * Prints, per writer: the median time of 5 runs, the peak resident memory, the file size.
 * docs/architecture.md keeps the numbers and the choice.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROWS = 10_000;
const RUNS = 5;

interface Order {
  readonly number: string;
  readonly customer: string;
  readonly date: Date;
  readonly amount: number;
  readonly status: string;
}

const orders: Order[] = Array.from({ length: ROWS }, (_, i) => ({
  number: `A-${100_000 + i}`,
  customer: `Installateur ${i % 977} GmbH & Co. KG`,
  date: new Date(Date.UTC(2025, i % 12, (i % 28) + 1)),
  amount: Math.round(((i * 7919) % 100_000) * 1.37) / 100,
  status: ['offen', 'bestätigt', 'geliefert'][i % 3]!,
}));

const columns = [
  { header: 'Auftrag', width: 12, value: (o: Order) => o.number },
  { header: 'Kunde', width: 36, value: (o: Order) => o.customer },
  { header: 'Datum', width: 12, numFmt: 'dd.mm.yyyy', value: (o: Order) => o.date },
  { header: 'Betrag', width: 14, numFmt: '#,##0.00 "€"', value: (o: Order) => o.amount },
  { header: 'Status', width: 12, value: (o: Order) => o.status },
];

async function withPortalWriter(): Promise<Buffer> {
  const { sheet, toXlsx } = await import('../apps/server/src/exports/xlsx');
  return toXlsx([sheet({ name: 'Aufträge', preface: ['Aufträge 2025'], columns, rows: orders })]);
}

/** exceljs as apps/server/src/exports/xlsx.ts used it until write-excel-file replaced it. */
async function withExceljs(): Promise<Buffer> {
  const require = createRequire(path.join(process.env.XLSX_ALT ?? '.', 'node_modules', 'x.js'));
  const { default: ExcelJS } = await import(require.resolve('exceljs'));
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Aufträge');
  ws.addRow(['Aufträge 2025']).font = { bold: true };
  ws.addRow([]);
  const headerRow = ws.addRow(columns.map((c) => c.header));
  headerRow.font = { bold: true };
  headerRow.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
  ws.views = [{ state: 'frozen', ySplit: headerRow.number }];
  columns.forEach((c, i) => {
    const column = ws.getColumn(i + 1);
    column.width = c.width;
    if (c.numFmt) column.numFmt = c.numFmt;
  });
  for (const o of orders) ws.addRow(columns.map((c) => c.value(o)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function measure(writer: string): Promise<void> {
  const write = writer === 'exceljs' ? withExceljs : withPortalWriter;
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    size = (await write()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    `${writer.padEnd(16)} ${times[Math.floor(RUNS / 2)]!.toFixed(0).padStart(6)} ms  ${peakMb.toFixed(0).padStart(5)} MB peak RSS  ${(size / 1024).toFixed(0)} KB`,
  );
}

const [mode] = process.argv.slice(2);
if (mode) {
  await measure(mode);
} else {
  console.log(`${ROWS} rows, median of ${RUNS} runs, each writer in its own process`);
  const self = fileURLToPath(import.meta.url);
  const writers = ['write-excel-file', ...(process.env.XLSX_ALT ? ['exceljs'] : [])];
  for (const writer of writers) {
    process.stdout.write(execFileSync(process.execPath, ['--import', 'tsx', self, writer], { env: process.env }));
  }
}
