import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type PdfBounds, readPdfText } from './pdf-text.mjs';

export type { PdfBounds } from './pdf-text.mjs';

/** Far more than a form or an agreement holds; keeps the search vector well under PostgreSQL's 1 MB. */
export const MAX_TEXT = 200_000;

/**
 * A real document of the file areas has a few dozen pages; what lies beyond these bounds is not
 * read (the file is stored all the same and found by its name and by what was read).
 */
export const MAX_PDF_PAGES = 500;
/** Reading time of one PDF, counted from opening it: reading stops at the next chunk, keeping what was read. */
export const PDF_TIME_BUDGET_MS = 2_000;
/**
 * The hard limit: a PDF whose reading is still running this long after it was handed over (one
 * chunk of PDF.js's work that does not end: a font or a character map that unpacks to gigabytes, a
 * page of millions of operators) has its worker thread ended; the file is found by its name only.
 */
export const PDF_HARD_LIMIT_MS = 3_000;
/**
 * The worker's JavaScript heap, and how far the process's resident memory may grow while one PDF
 * is read (what PDF.js unpacks into typed arrays lies outside the heap): past either the thread ends.
 */
export const PDF_WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };
export const PDF_MEMORY_GROWTH_MB = 512;
/** PDFs waiting for the worker beyond this are stored without their text (found by their names). */
export const MAX_WAITING_PDFS = 16;

const PDF_BOUNDS: PdfBounds = { maxPages: MAX_PDF_PAGES, maxChars: MAX_TEXT, budgetMs: PDF_TIME_BUDGET_MS };

/** Where a PDF's reading is noted when it is cut off. */
export interface TextLog {
  warn(details: object, message: string): void;
}

/** Why a PDF's text was not read: its worker ended at a limit, or too many PDFs were waiting. */
export type PdfStop = 'time' | 'memory' | 'ended' | 'busy';

export interface PdfReading {
  readonly text: string;
  readonly stopped?: PdfStop;
}

export interface PdfReaderLimits {
  readonly hardLimitMs: number;
  readonly memoryGrowthMb: number;
  readonly maxWaiting: number;
  readonly bounds: PdfBounds;
}

export const PDF_READER_LIMITS: PdfReaderLimits = {
  hardLimitMs: PDF_HARD_LIMIT_MS,
  memoryGrowthMb: PDF_MEMORY_GROWTH_MB,
  maxWaiting: MAX_WAITING_PDFS,
  bounds: PDF_BOUNDS,
};

/** How long a new worker may take to load PDF.js (on a busy machine) before its PDF goes unread. */
const START_LIMIT_MS = 30_000;
/** How often the process's memory is looked at while a PDF is read. */
const MEMORY_WATCH_MS = 20;

/**
 * Reads PDFs in one worker thread, one after the other, so the server's event loop is never held
 * by PDF.js: the thread is started with the first PDF and kept for the next ones (the ~94 files
 * read at start share it), ended at the hard limit or when it exceeds its memory, and started
 * again for the next PDF. It does not keep the process alive.
 */
export class PdfTextReader {
  private worker: Promise<Worker> | undefined;
  private turn: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  private started = 0;

  constructor(private readonly limits: PdfReaderLimits = PDF_READER_LIMITS) {}

  /** How many worker threads this reader has started: one, plus one after each thread ended. */
  get workersStarted(): number {
    return this.started;
  }

  read(content: Uint8Array): Promise<PdfReading> {
    if (this.waiting >= this.limits.maxWaiting) return Promise.resolve({ text: '', stopped: 'busy' });
    this.waiting++;
    const mine = this.turn.then(() => this.readNow(content)).finally(() => this.waiting--);
    this.turn = mine.catch(() => undefined);
    return mine;
  }

  /** Ends the worker (tests; the process does not wait for it anyway). */
  async close(): Promise<void> {
    const worker = await this.worker?.catch(() => undefined);
    this.worker = undefined;
    await worker?.terminate();
  }

  private async readNow(content: Uint8Array): Promise<PdfReading> {
    let worker: Worker;
    try {
      worker = await this.running();
    } catch {
      return { text: '', stopped: 'ended' };
    }
    const rssBefore = process.memoryUsage.rss();
    return new Promise<PdfReading>((resolve) => {
      let outOfMemory = false;
      const settle = (reading: PdfReading) => {
        clearTimeout(timer);
        clearInterval(watch);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(reading);
      };
      const end = (stopped: PdfStop) => {
        this.discard(worker);
        settle({ text: '', stopped });
      };
      const timer = setTimeout(() => end('time'), this.limits.hardLimitMs);
      const watch = setInterval(() => {
        if (process.memoryUsage.rss() - rssBefore > this.limits.memoryGrowthMb * 1024 * 1024) end('memory');
      }, MEMORY_WATCH_MS);
      const onMessage = (message: { type: string; text?: string }) => {
        if (message.type === 'text') settle({ text: message.text ?? '' });
      };
      const onError = (err: Error & { code?: string }) => {
        outOfMemory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      };
      const onExit = () => end(outOfMemory ? 'memory' : 'ended');
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A copy the worker owns: the caller keeps its buffer (it is stored next).
      const copy = new Uint8Array(content);
      worker.postMessage({ content: copy, bounds: this.limits.bounds }, [copy.buffer as ArrayBuffer]);
    });
  }

  private discard(worker: Worker): void {
    this.worker = undefined;
    void worker.terminate();
  }

  /** The running worker, or a new one that has loaded PDF.js. */
  private running(): Promise<Worker> {
    if (this.worker) return this.worker;
    this.started++;
    const starting = new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(new URL('./pdf-text-worker.mjs', import.meta.url), {
        resourceLimits: PDF_WORKER_LIMITS,
        stdout: true,
        stderr: true,
      });
      worker.unref();
      const fail = (why: string) => {
        clearTimeout(timer);
        void worker.terminate();
        reject(new Error(`the PDF text worker did not start (${why})`));
      };
      const timer = setTimeout(() => fail('timeout'), START_LIMIT_MS);
      const onError = (err: Error) => fail(err.message);
      const onExit = (code: number) => fail(`exit ${code}`);
      worker.on('error', onError);
      worker.once('exit', onExit);
      worker.once('message', () => {
        clearTimeout(timer);
        worker.off('error', onError);
        worker.off('exit', onExit);
        // An error thrown in the thread between two PDFs ends the thread, never the server; the next PDF starts a new one.
        worker.on('error', () => undefined);
        worker.once('exit', () => {
          if (this.worker === starting) this.worker = undefined;
        });
        resolve(worker);
      });
    });
    this.worker = starting;
    starting.catch(() => {
      if (this.worker === starting) this.worker = undefined;
    });
    return starting;
  }
}

/** The process's one PDF reader. */
const pdfReader = new PdfTextReader();

/**
 * The text of a file for the full-text search: a PDF's text layer (unpdf, in a worker thread, within
 * PdfBounds and the hard limit), a plain-text file as UTF-8, nothing for other types. A PDF that
 * cannot be read (a scan without a text layer, a damaged file, one ended at a limit) is stored all
 * the same and found by its name only; one ended at a limit is noted in `log`.
 * Characters the snippet markers use and NUL (refused by PostgreSQL text) are dropped.
 */
export async function documentText(
  name: string,
  content: Buffer,
  log?: TextLog,
  reader: PdfTextReader = pdfReader,
): Promise<string> {
  const extension = path.extname(name).toLowerCase();
  let text = '';
  if (extension === '.pdf') {
    const reading = await reader.read(content);
    if (reading.stopped) {
      log?.warn(
        { event: 'files.pdf_text_stopped', file: name, size: content.length, stopped: reading.stopped },
        'PDF text not read: the file is found by its name only',
      );
    }
    text = reading.text;
  } else if (extension === '.txt' || extension === '.csv') {
    text = content.toString('utf8');
  }
  return clean(text).slice(0, MAX_TEXT);
}

/** A PDF's text read in this thread, within `bounds` (the worker runs the same; tests of the bounds). */
export function pdfText(content: Buffer, bounds: PdfBounds = PDF_BOUNDS): Promise<string> {
  return readPdfText(new Uint8Array(content), bounds);
}

function clean(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ' ');
}
