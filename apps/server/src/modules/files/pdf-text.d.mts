// Types of what text.ts takes from pdf-text.mjs.
export interface PdfBounds {
  readonly maxPages: number;
  readonly maxChars: number;
  readonly budgetMs: number;
  /** The clock the budget is measured with (milliseconds); tests pass their own. */
  readonly now?: () => number;
}
export declare function readPdfText(content: Uint8Array, bounds: PdfBounds): Promise<string>;
