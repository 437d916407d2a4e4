/**
 * What a calculator document says, independent of the file format: each calculator's document
 * module builds one Report, and the PDF and XLSX writers render the same Report. Labels are
 * already in the document's language; numbers stay numbers until a writer formats them.
 */

export type Cell = string | number | boolean | null;

/** One named value: an input or a result. */
export interface Quantity {
  readonly label: string;
  readonly value: Cell;
  readonly unit?: string;
  /** Decimals shown in the PDF and the XLSX number format. */
  readonly digits?: number;
  /** Written as it is, without grouping (a year, a catalogue number). */
  readonly plain?: boolean;
}

export interface Column {
  readonly header: string;
  readonly unit?: string;
  readonly digits?: number;
  /** Share of the table width in the PDF (defaults to equal shares). */
  readonly weight?: number;
}

export interface Table {
  readonly title: string;
  /** Worksheet name (≤ 31 characters). */
  readonly sheet: string;
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly Cell[])[];
}

export interface Series {
  readonly name: string;
  readonly points: readonly { readonly x: number; readonly y: number }[];
}

export interface Chart {
  readonly title: string;
  readonly sheet: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly series: readonly Series[];
  /** A vertical marker (e.g. the design point), drawn dashed. */
  readonly marker?: { readonly x: number; readonly label: string };
}

export interface Report {
  readonly title: string;
  /** File name without extension. */
  readonly filename: string;
  readonly project: string | undefined;
  readonly date: Date;
  readonly inputs: readonly Quantity[];
  readonly inputTables: readonly Table[];
  readonly results: readonly Quantity[];
  readonly resultTables: readonly Table[];
  readonly charts: readonly Chart[];
  /** Paragraphs of the tender text (Ausschreibungstext); empty when the calculator has none. */
  readonly tenderText: readonly string[];
  readonly hints: readonly string[];
  readonly basis: readonly string[];
  readonly sampleDataNote: string;
}

/** "Heizleistung [W]": a header with its unit, as the XLSX columns and PDF tables show it. */
export function withUnit(label: string, unit: string | undefined): string {
  return unit ? `${label} [${unit}]` : label;
}
