import type { Locale } from '@portal/contracts';
import { newPdf } from '../../exports/pdf';
import { fitColumns, unbreakable } from './columnWidths';
import { syllables, wrapHeading } from './hyphenation';
import type { Texts } from './i18n';
import { type Cell, type Chart, type Quantity, type Report, type Table, withUnit } from './report';

/**
 * A calculator document as PDF (A4): title, project and date; inputs and results as tables;
 * curves as charts; the tender text; notes; the calculation basis with the sample-data note;
 * page numbers and the date in the footer of every page. DejaVu Sans carries the letters of
 * all five interface languages (č, ř, é, à, ß …), which the PDF standard fonts do not.
 */

const MARGIN = 50;
const FOOTER = 30;
const ACCENT = '#ef7d00';
const GRID = '#d9d9d9';
const SERIES_COLOURS = ['#ef7d00', '#1f5f99', '#4f7e16', '#8e3b8f', '#6b6b6b'];

type Doc = PDFKit.PDFDocument;

/**
 * Laying out text is CPU work (a few hundred ms for a long document on a busy machine). The
 * writer gives the event loop a turn between rows and sections so other requests, health
 * checks and the overload guard are not held up behind one document.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export function formatCell(value: Cell, texts: Texts, digits?: number): string {
  if (value === null) return texts.t('none');
  if (typeof value === 'boolean') return texts.yesNo(value);
  if (typeof value === 'number') return Number.isFinite(value) ? texts.number(value, digits ?? 0) : texts.t('none');
  return value;
}

function quantityText(q: Quantity, texts: Texts): string {
  const value = q.plain && q.value !== null ? String(q.value) : formatCell(q.value, texts, q.digits);
  return q.unit && q.value !== null && typeof q.value !== 'boolean' ? `${value} ${q.unit}` : value;
}

export async function renderPdf(report: Report, texts: Texts): Promise<Buffer> {
  const { doc, bytes: done } = newPdf({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    info: {
      Title: report.project ? `${report.title} – ${report.project}` : report.title,
      Creator: 'Portal',
      CreationDate: report.date,
    },
    lang: texts.locale,
  });

  header(doc, report, texts);
  heading(doc, texts.t('inputs'));
  await keyValues(doc, report.inputs, texts);
  for (const table of report.inputTables) await drawTable(doc, table, texts);

  heading(doc, texts.t('results'));
  await keyValues(doc, report.results, texts);
  for (const table of report.resultTables) await drawTable(doc, table, texts);
  for (const chart of report.charts) {
    await breathe();
    drawChart(doc, chart, texts);
  }

  await breathe();
  if (report.tenderText.length) {
    heading(doc, texts.t('tenderText'));
    paragraphs(doc, report.tenderText);
  }
  if (report.hints.length) {
    heading(doc, texts.t('hints'));
    paragraphs(
      doc,
      report.hints.map((h) => `• ${h}`),
    );
  }
  heading(doc, texts.t('basis'));
  paragraphs(
    doc,
    report.basis.map((b) => `• ${b}`),
  );
  paragraphs(doc, [report.sampleDataNote], 'Sans-Bold');

  await breathe();
  footers(doc, report, texts);
  doc.end();
  return done;
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function header(doc: Doc, report: Report, texts: Texts): void {
  doc.font('Sans-Bold').fontSize(18).fillColor('#000').text(report.title, MARGIN, MARGIN);
  doc.font('Sans').fontSize(10);
  if (report.project) doc.text(`${texts.t('project')}: ${report.project}`);
  doc.text(`${texts.t('date')}: ${texts.date(report.date)}`);
  doc.moveDown(0.3);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .stroke();
  doc.y = y + 8;
}

function heading(doc: Doc, title: string): void {
  ensureSpace(doc, 50);
  doc.moveDown(0.6);
  doc.font('Sans-Bold').fontSize(13).fillColor(ACCENT).text(title, MARGIN);
  doc.fillColor('#000').moveDown(0.2);
}

function subheading(doc: Doc, title: string): void {
  ensureSpace(doc, 40);
  doc.moveDown(0.4);
  doc.font('Sans-Bold').fontSize(10.5).fillColor('#000').text(title, MARGIN);
  doc.moveDown(0.15);
}

function paragraphs(doc: Doc, lines: readonly string[], font = 'Sans'): void {
  doc.font(font).fontSize(9.5).fillColor('#000');
  for (const line of lines) {
    ensureSpace(doc, doc.heightOfString(line, { width: contentWidth(doc) }) + 4);
    doc.text(line, MARGIN, doc.y, { width: contentWidth(doc), align: 'left' });
    doc.moveDown(0.35);
  }
}

function keyValues(doc: Doc, quantities: readonly Quantity[], texts: Texts): Promise<void> {
  return rows(
    doc,
    texts.locale,
    [
      { text: texts.t('quantity'), weight: 3 },
      { text: texts.t('value'), weight: 2, align: 'right' },
    ],
    quantities.map((q) => [q.label, quantityText(q, texts)]),
  );
}

function drawTable(doc: Doc, table: Table, texts: Texts): Promise<void> {
  subheading(doc, table.title);
  return rows(
    doc,
    texts.locale,
    table.columns.map((c) => ({ text: withUnit(c.header, c.unit), weight: c.weight ?? 1, align: 'right' as const })),
    table.rows.map((row) => row.map((cell, i) => formatCell(cell, texts, table.columns[i]?.digits))),
    (row, column) => typeof table.rows[row]?.[column] !== 'number',
  );
}

interface HeaderCell {
  readonly text: string;
  readonly weight: number;
  readonly align?: 'left' | 'right';
}

const MIN_FONT_SIZE = 6;

/**
 * Font size, column widths and headings of a table in which no word is broken between letters:
 * the usual size for its number of columns, a little smaller while the words do not fit whole;
 * then the same with heading words hyphenated by the language's rules (cell words are never
 * hyphenated: numbers and names). At the smallest size the columns' shares of the table are used.
 */
function columnLayout(
  doc: Doc,
  head: readonly HeaderCell[],
  body: readonly (readonly string[])[],
  width: number,
  pad: number,
  locale: Locale,
): { widths: number[]; fontSize: number; headings: string[] } {
  const weights = head.map((h) => h.weight);
  const widest = (pieces: readonly string[], font: string, size: number) => {
    doc.font(font).fontSize(size);
    // The writer measures a word with the space after it, so that space has to fit as well.
    const space = doc.widthOfString(' ');
    return Math.max(0, ...pieces.map((piece) => doc.widthOfString(piece) + space));
  };
  const words = (text: string) => unbreakable(text);
  const hyphenated = (text: string) =>
    unbreakable(text).flatMap((word) => {
      const parts = syllables(word, locale);
      return parts.map((part, i) => (i < parts.length - 1 && !part.endsWith('-') ? `${part}-` : part));
    });
  const largest = head.length > 7 ? 7.5 : head.length > 4 ? 8 : 9;
  const layout = (widths: number[], fontSize: number) => {
    doc.font('Sans-Bold').fontSize(fontSize);
    const measure = (text: string) => doc.widthOfString(text) + 0.5;
    const headings = head.map((h, c) => wrapHeading(h.text, widths[c]! - 2 * pad, measure, locale));
    return { widths, fontSize, headings };
  };
  for (const split of [words, hyphenated]) {
    for (let size = largest; size >= MIN_FONT_SIZE; size -= 0.5) {
      const minimums = head.map(
        (h, c) =>
          Math.max(
            widest(split(h.text), 'Sans-Bold', size),
            widest(
              body.flatMap((row) => words(row[c] ?? '')),
              'Sans',
              size,
            ),
          ) +
          2 * pad +
          0.5,
      );
      const widths = fitColumns(weights, minimums, width);
      if (widths) return layout(widths, size);
    }
  }
  const total = weights.reduce((s, w) => s + w, 0);
  return layout(
    weights.map((w) => (w / total) * width),
    MIN_FONT_SIZE,
  );
}

/** A table with a header row repeated on each new page; text columns left, numbers right. */
async function rows(
  doc: Doc,
  locale: Locale,
  head: readonly HeaderCell[],
  body: readonly (readonly string[])[],
  isText: (row: number, column: number) => boolean = (_r, c) => c === 0,
): Promise<void> {
  const width = contentWidth(doc);
  const pad = 3;
  const { widths, fontSize, headings } = columnLayout(doc, head, body, width, pad, locale);

  const line = (
    cells: readonly string[],
    font: string,
    fill: string | undefined,
    align: (c: number) => 'left' | 'right',
  ) => {
    doc.font(font).fontSize(fontSize);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 2 * pad }))) + 2 * pad;
    return {
      height,
      draw: (y: number) => {
        if (fill) doc.rect(MARGIN, y, width, height).fill(fill);
        doc.fillColor('#000');
        let x = MARGIN;
        cells.forEach((c, i) => {
          doc
            .font(font)
            .fontSize(fontSize)
            .text(c, x + pad, y + pad, { width: widths[i]! - 2 * pad, align: align(i) });
          x += widths[i]!;
        });
        doc
          .moveTo(MARGIN, y + height)
          .lineTo(MARGIN + width, y + height)
          .lineWidth(0.5)
          .strokeColor(GRID)
          .stroke();
      },
    };
  };
  const headerLine = line(headings, 'Sans-Bold', '#f2f2f2', (c) => (c === 0 ? 'left' : (head[c]?.align ?? 'left')));
  let y = doc.y;
  if (y + headerLine.height * 2 > bottom(doc)) {
    doc.addPage();
    y = doc.y;
  }
  headerLine.draw(y);
  y += headerLine.height;
  for (const [r, cells] of body.entries()) {
    if (r % 8 === 7) await breathe();
    const bodyLine = line(cells, 'Sans', undefined, (c) => (isText(r, c) ? 'left' : 'right'));
    if (y + bodyLine.height > bottom(doc)) {
      doc.addPage();
      y = doc.y;
      headerLine.draw(y);
      y += headerLine.height;
    }
    bodyLine.draw(y);
    y += bodyLine.height;
  }
  doc.x = MARGIN;
  doc.y = y + 4;
}

/** A line chart with a grid, tick labels, axis titles and a legend. */
function drawChart(doc: Doc, chart: Chart, texts: Texts): void {
  const points = chart.series.flatMap((s) => s.points).filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  if (points.length < 2) return;
  const legendHeight = 14 * chart.series.length;
  ensureSpace(doc, 260 + legendHeight);
  subheading(doc, chart.title);

  const left = MARGIN + 45;
  const top = doc.y + 6;
  const width = contentWidth(doc) - 55;
  const height = 180;
  const xs = axis(Math.min(...points.map((p) => p.x)), Math.max(...points.map((p) => p.x)));
  const ys = axis(Math.min(0, ...points.map((p) => p.y)), Math.max(...points.map((p) => p.y)));
  const px = (x: number) => left + ((x - xs.min) / (xs.max - xs.min)) * width;
  const py = (y: number) => top + height - ((y - ys.min) / (ys.max - ys.min)) * height;

  doc.font('Sans').fontSize(7.5).fillColor('#333');
  for (const x of xs.ticks) {
    doc
      .moveTo(px(x), top)
      .lineTo(px(x), top + height)
      .lineWidth(0.4)
      .strokeColor(GRID)
      .stroke();
    doc.text(texts.number(x, xs.digits), px(x) - 20, top + height + 3, { width: 40, align: 'center' });
  }
  for (const y of ys.ticks) {
    doc
      .moveTo(left, py(y))
      .lineTo(left + width, py(y))
      .lineWidth(0.4)
      .strokeColor(GRID)
      .stroke();
    doc.text(texts.number(y, ys.digits), left - 44, py(y) - 4, { width: 40, align: 'right' });
  }
  doc.rect(left, top, width, height).lineWidth(0.8).strokeColor('#000').stroke();

  chart.series.forEach((series, i) => {
    const valid = series.points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
    if (!valid.length) return;
    doc.moveTo(px(valid[0]!.x), py(valid[0]!.y));
    for (const p of valid.slice(1)) doc.lineTo(px(p.x), py(p.y));
    doc
      .lineWidth(1.6)
      .strokeColor(SERIES_COLOURS[i % SERIES_COLOURS.length]!)
      .stroke();
  });
  if (chart.marker && chart.marker.x >= xs.min && chart.marker.x <= xs.max) {
    const x = px(chart.marker.x);
    doc
      .moveTo(x, top)
      .lineTo(x, top + height)
      .dash(3, { space: 3 })
      .lineWidth(0.8)
      .strokeColor('#000')
      .stroke()
      .undash();
    doc.fillColor('#000').text(chart.marker.label, x + 3, top + 3, { width: 150 });
  }

  doc.fillColor('#000').fontSize(8);
  doc.text(chart.xLabel, left, top + height + 14, { width, align: 'center' });
  doc.save();
  doc.rotate(-90, { origin: [MARGIN - 2, top + height / 2] });
  doc.text(chart.yLabel, MARGIN - 2 - height / 2, top + height / 2 - 8, { width: height, align: 'center' });
  doc.restore();

  let y = top + height + 30;
  chart.series.forEach((series, i) => {
    doc.rect(left, y + 3, 14, 3).fill(SERIES_COLOURS[i % SERIES_COLOURS.length]!);
    doc
      .fillColor('#000')
      .font('Sans')
      .fontSize(8)
      .text(series.name, left + 20, y, { width: width - 20 });
    y += 14;
  });
  doc.x = MARGIN;
  doc.y = y + 6;
}

/** Round axis limits and about five ticks at 1, 2 or 5 × 10^k. */
export function axis(min: number, max: number): { min: number; max: number; ticks: number[]; digits: number } {
  if (max <= min) max = min + 1;
  const raw = (max - min) / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return { min: lo, max: hi, ticks, digits: Math.max(0, -Math.floor(Math.log10(step))) };
}

function footers(doc: Doc, report: Report, texts: Texts): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page; the footer lives there on purpose.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    const width = contentWidth(doc);
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + width, y - 4)
      .lineWidth(0.5)
      .strokeColor(GRID)
      .stroke();
    doc.font('Sans').fontSize(8).fillColor('#555');
    const left = [report.title, report.project, texts.date(report.date)].filter(Boolean).join(' · ');
    doc.text(left, MARGIN, y, { width: width * 0.7, lineBreak: false, ellipsis: true });
    doc.text(texts.t('page', { n: i + 1 - range.start, total: range.count }), MARGIN + width * 0.7, y, {
      width: width * 0.3,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}
