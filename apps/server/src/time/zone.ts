/**
 * Dates and hours on a zone's wall clock. Plants keep shifts in their own zone and documents
 * print the day in theirs; an instant in UTC is not the day a person there reads.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock of an instant in a zone: date YYYY-MM-DD and hour. */
export function wallClock(instant: number, timeZone: string): { date: string; hour: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** The instant at which the zone's clock shows `date` `hour`:00 (the earlier one when the clock repeats it). */
export function instantAt(date: string, hour: number, timeZone: string): number {
  const naive = Date.parse(`${date}T${pad(hour)}:00:00Z`);
  let guess = naive;
  for (let round = 0; round < 3; round++) {
    const seen = wallClock(guess, timeZone);
    const seenNaive = Date.parse(`${seen.date}T${pad(seen.hour)}:${pad(seen.minute)}:00Z`);
    guess += naive - seenNaive;
  }
  return guess;
}
