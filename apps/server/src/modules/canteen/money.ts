/**
 * Money as integer cents while the server adds it up, decimal strings ("7.50") on the wire and
 * numeric(10,2) in the database: sums are exact, never floats (docs/canteen.md).
 */
export function toCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`not an amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not a sum of cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** For spreadsheet cells, which hold numbers; shown with two decimals by the cell format. */
export const centsAsNumber = (cents: number): number => cents / 100;
