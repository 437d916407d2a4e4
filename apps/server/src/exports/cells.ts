/**
 * A text cell that a spreadsheet program would read as a formula is written as text (T27):
 * a leading =, +, -, @, tab, carriage return or NUL gets a ' in front.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r\0]/.test(value) ? `'${value}` : value;
}

export type CellValue = string | number | boolean | Date | null | undefined;

/** Strings are made safe; numbers, dates and booleans stay typed so sums and filters work. */
export function safeValue(value: CellValue): CellValue {
  return typeof value === 'string' ? safeCell(value) : value;
}
