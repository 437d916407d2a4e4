import type { Locale } from '@portal/contracts';
import type { Report, Table } from './report';

/** The project document's own words, in de, en, cs, fr, it (beside i18n.ts, which other work converts). */
const PROJECT_TITLE: Record<Locale, string> = {
  de: 'Projekt',
  en: 'Project',
  cs: 'Projekt',
  fr: 'Projet',
  it: 'Progetto',
};

export function projectTitle(locale: Locale): string {
  return PROJECT_TITLE[locale] ?? PROJECT_TITLE.de;
}

/** A worksheet name: unique by the position's number, at most 31 characters as XLSX allows. */
const sheetOf = (n: number, sheet: string) => `${n} ${sheet}`.slice(0, 31);

/**
 * A planner's project as one document: every position's report in turn, its quantities, tables
 * and charts named by the position ("Wohnzimmer – Heizleistung"), one tender text after the other,
 * the hints and the calculation basis once each. The PDF and XLSX writers render it as any report.
 */
export function projectReport(
  positions: ReadonlyArray<{ readonly bezeichnung: string; readonly report: Report }>,
  meta: { readonly locale: Locale; readonly name: string; readonly date: Date; readonly filename: string },
): Report {
  const named = (who: string, label: string) => `${who} – ${label}`;
  const tables = (n: number, who: string, list: readonly Table[]) =>
    list.map((t) => ({ ...t, title: named(who, t.title), sheet: sheetOf(n, t.sheet) }));
  const all = positions.map((p, i) => ({ ...p, n: i + 1 }));
  const unique = (texts: readonly string[]) => [...new Set(texts)];
  return {
    title: projectTitle(meta.locale),
    filename: meta.filename,
    project: meta.name,
    date: meta.date,
    inputs: all.flatMap((p) => p.report.inputs.map((q) => ({ ...q, label: named(p.bezeichnung, q.label) }))),
    inputTables: all.flatMap((p) => tables(p.n, p.bezeichnung, p.report.inputTables)),
    results: all.flatMap((p) => p.report.results.map((q) => ({ ...q, label: named(p.bezeichnung, q.label) }))),
    resultTables: all.flatMap((p) => tables(p.n, p.bezeichnung, p.report.resultTables)),
    charts: all.flatMap((p) =>
      p.report.charts.map((c) => ({ ...c, title: named(p.bezeichnung, c.title), sheet: sheetOf(p.n, c.sheet) })),
    ),
    tenderText: all.flatMap((p) =>
      p.report.tenderText.length > 0 ? [`${p.n}. ${p.bezeichnung} (${p.report.title})`, ...p.report.tenderText] : [],
    ),
    hints: unique(all.flatMap((p) => p.report.hints.map((h) => named(p.bezeichnung, h)))),
    basis: unique(all.flatMap((p) => p.report.basis)),
    sampleDataNote: positions[0]?.report.sampleDataNote ?? '',
  };
}
