import { HttpProblem } from '../../http/problem';

/**
 * How many report files this process writes at once: writing a PDF or an XLSX holds the process
 * (the writers are synchronous, up to about 1.6 s per file within `EXPORT_CELLS`), so one person
 * writes one file at a time and the process a few; a request beyond that is answered at once
 * instead of queueing behind them.
 */
export class ExportGate {
  private readonly running = new Set<string>();

  constructor(private readonly perProcess = 2) {}

  /** Runs `write` for `person` when a place is free; 429 while their own file is still being written, 503 while the process is full. */
  async run<T>(person: string, write: () => Promise<T>): Promise<T> {
    if (this.running.has(person)) {
      throw new HttpProblem(
        429,
        'rate_limited',
        'your previous export is still being written: try again when it is done',
        {
          headers: { 'retry-after': '5' },
        },
      );
    }
    if (this.running.size >= this.perProcess) {
      throw new HttpProblem(503, 'service_unavailable', 'other exports are being written: try again in a few seconds', {
        headers: { 'retry-after': '5' },
      });
    }
    this.running.add(person);
    try {
      return await write();
    } finally {
      this.running.delete(person);
    }
  }
}
