import { type Sheet, sheet, toXlsx } from '../../exports/xlsx';
import type { Texts } from './i18n';
import { type Cell, type Chart, type Quantity, type Report, type Table, withUnit } from './report';

/**
 * A calculator document as XLSX: an inputs sheet (quantity, value, unit), a results sheet with
 * one column per result and its unit in the header, a sheet per result table and per curve,
 * the tender text and the calculation basis. Numbers stay numbers; text cells are written
 * formula-safe by the shared writer (T27).
 */
export async function renderXlsx(report: Report, texts: Texts): Promise<Buffer> {
  const names = new Set<string>();
  const unique = (name: string) => {
    const base = name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);
    let candidate = base;
    for (let i = 2; names.has(candidate.toLowerCase()); i++) candidate = `${base.slice(0, 28)} ${i}`;
    names.add(candidate.toLowerCase());
    return candidate;
  };
  const preface = [report.title, ...(report.project ? [`${texts.t('project')}: ${report.project}`] : [])].concat(
    `${texts.t('date')}: ${texts.date(report.date)}`,
  );

  const sheets: Sheet<unknown>[] = [
    sheet<Quantity>({
      name: unique(texts.t('inputs')),
      preface,
      columns: [
        { header: texts.t('quantity'), value: (q) => q.label, width: 40 },
        { header: texts.t('value'), value: (q) => cellValue(q.value, texts), width: 18 },
        { header: texts.t('unit'), value: (q) => q.unit ?? '', width: 10 },
      ],
      rows: report.inputs,
    }),
    ...report.inputTables.map((t) => tableSheet(t, unique, texts)),
    sheet<readonly Quantity[]>({
      name: unique(texts.t('results')),
      preface,
      columns: report.results.map((q, i) => ({
        header: withUnit(q.label, q.unit),
        value: (row) => cellValue(row[i]!.value, texts),
        width: Math.min(40, Math.max(12, withUnit(q.label, q.unit).length + 2)),
        ...numberFormat(q.digits),
      })),
      rows: [report.results],
    }),
    ...report.resultTables.map((t) => tableSheet(t, unique, texts)),
    ...report.charts.map((c) => tableSheet(chartTable(c), unique, texts)),
  ];
  if (report.tenderText.length) {
    sheets.push(
      sheet<string>({
        name: unique(texts.t('tenderText')),
        columns: [{ header: texts.t('tenderText'), value: (line) => line, width: 120 }],
        rows: report.tenderText,
      }),
    );
  }
  sheets.push(
    sheet<string>({
      name: unique(texts.t('basis')),
      columns: [{ header: texts.t('basis'), value: (line) => line, width: 120 }],
      rows: [...report.basis, ...report.hints, report.sampleDataNote],
    }),
  );
  return toXlsx(sheets);
}

/** Booleans read as the document's yes/no; numbers and text keep their type. */
function cellValue(value: Cell, texts: Texts): string | number | null {
  if (typeof value === 'boolean') return texts.yesNo(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

function numberFormat(digits: number | undefined): { numFmt?: string } {
  if (digits === undefined) return {};
  return { numFmt: digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0' };
}

function tableSheet(table: Table, unique: (name: string) => string, texts: Texts): Sheet<unknown> {
  return sheet<readonly Cell[]>({
    name: unique(table.sheet),
    preface: [table.title],
    columns: table.columns.map((c, i) => ({
      header: withUnit(c.header, c.unit),
      value: (row) => cellValue(row[i] ?? null, texts),
      width: Math.max(12, withUnit(c.header, c.unit).length + 2),
      ...numberFormat(c.digits),
    })),
    rows: table.rows,
  });
}

/** The curves of a chart as a table: x in the first column, one column per series. */
export function chartTable(chart: Chart): Table {
  const xs = [...new Set(chart.series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
  return {
    title: chart.title,
    sheet: chart.sheet,
    columns: [{ header: chart.xLabel }, ...chart.series.map((s) => ({ header: s.name }))],
    rows: xs.map((x) => [x, ...chart.series.map((s) => s.points.find((p) => p.x === x)?.y ?? null)]),
  };
}
