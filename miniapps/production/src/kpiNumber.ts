/**
 * A KPI value as the screen writes it. The month to date is kept to two decimals and its traffic
 * light compares those, so the screen shows two as well: 79,96 % against a target of 80 % must
 * not read "80 % / 80 %" beside "narrowly missed". `tag` is the site's (`formatLocale` of @portal/contracts).
 */
export function kpiNumber(value: number | null, unit: string, tag: string): string {
  return value === null ? '–' : `${new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(value)} ${unit}`;
}

const marksByTag = new Map<string, { decimal: string; group: string }>();

/** The decimal and grouping marks the site writes numbers with ("," and "." on /de/de, "." and "’" on /de/ch). */
function marksOf(tag: string): { decimal: string; group: string } {
  let marks = marksByTag.get(tag);
  if (!marks) {
    const parts = new Intl.NumberFormat(tag).formatToParts(12345.6);
    marks = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    marksByTag.set(tag, marks);
  }
  return marks;
}

/**
 * A KPI value put into an edit field: the site's decimal mark and no grouping ("77,2" on /de/de
 * beside the table's "77,2 %"), so the form reads as the screen around it and a saved value is
 * written back the way the editor typed it.
 */
export function kpiInputText(value: number | null, tag: string): string {
  return value === null
    ? ''
    : new Intl.NumberFormat(tag, { useGrouping: false, maximumFractionDigits: 10 }).format(value);
}

/**
 * A KPI value typed by an editor, read as the site writes numbers: "1.250" on /de/de is the 1.250
 * pieces the table shows, not 1.25. The other convention's mark is still taken as a decimal mark when
 * it cannot be a thousands separator ("77.2" on /de/de), as editors of both conventions type it.
 * Spaces and apostrophes are grouping wherever they appear. Empty is `null` (no value), anything else
 * that is no number `undefined`.
 */
export function parseKpiInput(text: string, tag: string): number | null | undefined {
  const { decimal } = marksOf(tag);
  const other = decimal === ',' ? '.' : ',';
  let s = text.replace(/[\s'’]/g, '');
  if (s === '') return null;
  if (s.includes(other)) {
    const grouped = new RegExp(`^-?\\d{1,3}(\\${other}\\d{3})+(\\${decimal}\\d+)?$`);
    if (grouped.test(s)) s = s.split(other).join('');
    else if (!s.includes(decimal) && s.indexOf(other) === s.lastIndexOf(other)) s = s.replace(other, decimal);
    else return undefined;
  }
  s = s.replace(decimal, '.');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(s) ? Number(s) : undefined;
}
