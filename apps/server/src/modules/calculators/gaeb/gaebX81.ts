import { create } from 'xmlbuilder2';
import { wallClock } from '../../../time/zone';
import { DOCUMENT_TIME_ZONE } from '../i18n';
import type { Report } from '../report';

/**
 * GAEB DA XML 3.3, exchange phase 81 (Leistungsverzeichnis, bill of quantities): the tender text
 * of one calculation as one item a planner imports into the tendering software. Structure
 * GAEB / GAEBInfo / PrjInfo / Award / BoQ / BoQBody / BoQCtgy / BoQBody / Itemlist / Item with Qty,
 * QU and Description / CompleteText (DetailTxt: the long text, one paragraph each; OutlineText:
 * the short text). The subset written here is described by `gaebX81.xsd`.
 */
export const GAEB_NAMESPACE = 'http://www.gaeb.de/GAEB_DA_XML/DA81/3.3';
export const GAEB_CONTENT_TYPE = 'application/xml';
/** Unit of the one item: a piece ("Stück", GAEB's usual "St"). */
const PIECE = 'St';
/** A short text (Kurztext) has at most 70 characters in GAEB. */
const OUTLINE_LENGTH = 70;
/**
 * The lengths of GAEB DA XML 3.3's normalized strings (tgNormalizedString20/60/100): the project's
 * short name (NamePrj) and label (LblPrj), the bill's name (BoQInfo/Name) and label (LblBoQ).
 */
export const GAEB_LENGTHS = { namePrj: 60, lblPrj: 100, boqName: 20, lblBoQ: 60 } as const;
/** The item number's width (OZ "01.0001"): at least two digits for the category, four for the item. */
const CATEGORY_DIGITS = 2;
const ITEM_DIGITS = 4;

/** Whitespace runs as one space, as XML's normalizedString wants (no tab, line feed or carriage return). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first `max` characters (code points: an emoji is never cut in half), without a trailing space. */
export function cutTo(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/** The first 70 characters of the first paragraph, cut at a word where there is one. */
export function outlineOf(text: string): string {
  const line = oneLine(text);
  const cut = cutTo(line, OUTLINE_LENGTH);
  if (cut === line) return line;
  const space = cut.lastIndexOf(' ');
  return space > 30 ? cut.slice(0, space) : cut;
}

/** The date and time of the file in the documents' zone (Europe/Berlin), as GAEBInfo writes them. */
function stamp(date: Date): { day: string; time: string } {
  const { date: day, hour, minute } = wallClock(date.getTime(), DOCUMENT_TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  return { day, time: `${two(hour)}:${two(minute)}:00` };
}

/** Characters XML 1.0 does not allow are left out (a text field could carry them). */
function clean(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

/**
 * The report's tender text as a GAEB DA XML 3.3 X81 file (UTF-8). Several reports (a planner's
 * project) become one bill of quantities: one category (01, 02, …) per calculation, each with its item.
 */
export function renderGaebX81(
  reports: Report | readonly Report[],
  programme = 'Portal calculators',
  projectTitle?: string,
): Buffer {
  const all: readonly Report[] = Array.isArray(reports) ? reports : [reports as Report];
  const first = all[0] as Report;
  const { day, time } = stamp(first.date);
  const title = projectTitle ?? first.title;
  const name = oneLine(clean(first.project ? `${title} – ${first.project}` : title));
  // one category per calculation: its number as wide as the largest needs (100 positions: 001 … 100)
  const categoryDigits = Math.max(CATEGORY_DIGITS, String(all.length).length);
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(GAEB_NAMESPACE, 'GAEB');
  const info = doc.ele('GAEBInfo');
  info.ele('Version').txt('3.3');
  info.ele('VersDate').txt('2021-05');
  info.ele('Date').txt(day);
  info.ele('Time').txt(time);
  info.ele('ProgSystem').txt(programme);
  const prj = doc.ele('PrjInfo');
  prj.ele('NamePrj').txt(cutTo(name, GAEB_LENGTHS.namePrj));
  prj.ele('LblPrj').txt(cutTo(name, GAEB_LENGTHS.lblPrj));
  prj.ele('Cur').txt('EUR');
  prj.ele('CurLbl').txt('Euro');
  const award = doc.ele('Award');
  award.ele('DP').txt('81');
  award.ele('AwardInfo').ele('Cur').txt('EUR').up().ele('CurLbl').txt('Euro');
  const boq = award.ele('BoQ', { ID: 'BoQ_1' });
  const boqInfo = boq.ele('BoQInfo');
  boqInfo.ele('Name').txt(cutTo(name, GAEB_LENGTHS.boqName));
  boqInfo.ele('LblBoQ').txt(cutTo(name, GAEB_LENGTHS.lblBoQ));
  const breakdown = (type: string, digits: number) =>
    boqInfo.ele('BoQBkdn').ele('Type').txt(type).up().ele('Length').txt(String(digits)).up().ele('Num').txt('Yes');
  breakdown('BoQLevel', categoryDigits);
  breakdown('Item', ITEM_DIGITS);
  const body = boq.ele('BoQBody');
  all.forEach((report, i) => {
    const paragraphs = report.tenderText.map(clean).filter((p) => p.trim() !== '');
    const n = i + 1;
    const category = body.ele('BoQCtgy', { ID: `Ctgy_${n}`, RNoPart: String(n).padStart(categoryDigits, '0') });
    category.ele('LblTx').ele('p').ele('span').txt(clean(report.title));
    const item = category
      .ele('BoQBody')
      .ele('Itemlist')
      .ele('Item', { ID: `Item_${n}`, RNoPart: '1'.padStart(ITEM_DIGITS, '0') });
    item.ele('Qty').txt('1.000');
    item.ele('QU').txt(PIECE);
    const complete = item.ele('Description').ele('CompleteText');
    const detail = complete.ele('DetailTxt').ele('Text');
    for (const p of paragraphs) detail.ele('p').ele('span').txt(p);
    complete
      .ele('OutlineText')
      .ele('OutlTxt')
      .ele('TextOutlTxt')
      .ele('p')
      .ele('span')
      .txt(outlineOf(paragraphs[0] ?? report.title));
  });
  return Buffer.from(doc.end({ prettyPrint: true }), 'utf8');
}
