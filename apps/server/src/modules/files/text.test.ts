import { beforeAll, describe, expect, it } from 'vitest';
import { characterMapBombPdf, fontBombPdf, manyPagePdf } from '../../testing/pdf';
import { samplePdf } from './seed';
import {
  documentText,
  MAX_PDF_PAGES,
  MAX_TEXT,
  PDF_HARD_LIMIT_MS,
  PDF_READER_LIMITS,
  PDF_TIME_BUDGET_MS,
  PdfTextReader,
  pdfText,
} from './text';

let big: Buffer;
/** The bounds documentText uses, with a clock that stands still: only the page and text bounds apply. */
const noClock = { maxPages: MAX_PDF_PAGES, maxChars: MAX_TEXT, budgetMs: PDF_TIME_BUDGET_MS, now: () => 0 };
const wordsOf = (text: string) => new Set(text.match(/seite\d+/g));

beforeAll(async () => {
  big = await manyPagePdf(2_000);
}, 60_000);

describe('documentText', () => {
  it('reads the text layer of an ordinary PDF, and a text file as it is', async () => {
    const pdf = await samplePdf({
      name: 'Urlaubsantrag.pdf',
      title: 'Antrag auf Erholungsurlaub',
      paragraphs: ['Resturlaub aus dem Vorjahr verfällt am 31. März.'],
    });
    const text = await documentText('Urlaubsantrag.pdf', pdf);
    expect(text).toContain('Antrag auf Erholungsurlaub');
    expect(text).toContain('Resturlaub aus dem Vorjahr verfällt am 31. März.');
    expect(await documentText('Notiz.txt', Buffer.from('Kantine ab Montag geöffnet'))).toBe(
      'Kantine ab Montag geöffnet',
    );
  });

  it('gives no text for a damaged PDF instead of failing, so the file is stored and found by its name', async () => {
    expect(await documentText('Kaputt.pdf', Buffer.from('%PDF-1.4 sample, no objects at all'))).toBe('');
    const truncated = (await samplePdf({ name: 'x.pdf', title: 'Abgeschnitten', paragraphs: [] })).subarray(0, 400);
    expect(await documentText('Abgeschnitten.pdf', truncated)).toBe('');
  });

  it(`reads a PDF of 2,000 pages only up to page ${MAX_PDF_PAGES} and returns`, async () => {
    const words = wordsOf(await documentText('Riesig.pdf', big));
    for (const n of [1, 2, 3, 10, 50]) expect(words.has(`seite${n}`), `seite${n}`).toBe(true);
    expect(words.has(`seite${MAX_PDF_PAGES + 1}`)).toBe(false);
    expect(words.has('seite1999')).toBe(false);
    expect(words.has('seite2000')).toBe(false);
    expect(words.size).toBeLessThanOrEqual(MAX_PDF_PAGES);
    // However slow the machine, with the time budget out of the way exactly the first pages are read.
    const capped = wordsOf(await pdfText(big, noClock));
    expect(capped.has(`seite${MAX_PDF_PAGES}`)).toBe(true);
    expect(capped.has(`seite${MAX_PDF_PAGES + 1}`)).toBe(false);
  }, 60_000);

  it('stops at the text bound and at the time budget too, keeping what was read', async () => {
    const fewCharacters = wordsOf(await pdfText(big, { ...noClock, maxChars: 60 }));
    expect(fewCharacters.has('seite1')).toBe(true);
    expect(fewCharacters.has('seite20')).toBe(false);

    // A clock that moves a second each time it is read: the budget is spent after the first page.
    let second = 0;
    const slowClock = wordsOf(await pdfText(big, { ...noClock, now: () => 1_000 * second++ }));
    expect(slowClock.has('seite1')).toBe(true);
    expect(slowClock.has('seite20')).toBe(false);
  });

  it('lets other work run while a big PDF is read (the event loop is not held for the whole file)', async () => {
    await documentText('warm.pdf', big); // the first call loads PDF.js; measure only the reading itself
    let ticks = 0;
    let finished = false;
    let ticksWhenFinished = -1;
    const tick = () => {
      if (finished) return;
      ticks++;
      setImmediate(tick);
    };
    setImmediate(tick);
    await documentText('Riesig.pdf', big).then(() => {
      finished = true;
      ticksWhenFinished = ticks;
    });
    // Another request's callback ran again and again while the pages were read, not once at the end.
    expect(ticksWhenFinished).toBeGreaterThan(20);
  }, 60_000);
});

describe('the PDF worker thread', () => {
  it('ends a PDF that would hold the server for minutes at the hard limit, while other work goes on; the next PDF is read', async () => {
    const reader = new PdfTextReader();
    try {
      // Warm: the worker starts and loads PDF.js; an ordinary PDF is read in it.
      expect(
        (await reader.read(await samplePdf({ name: 'a.pdf', title: 'Erster Aushang', paragraphs: [] }))).text,
      ).toContain('Erster Aushang');
      let ticks = 0;
      const timer = setInterval(() => ticks++, 10);
      const reading = await reader.read(characterMapBombPdf()).finally(() => clearInterval(timer));
      expect(reading).toEqual({ text: '', stopped: 'time' });
      // Another request's timer ran again and again while the file was read (the old reader: never, for 198 s).
      expect(ticks).toBeGreaterThan(PDF_HARD_LIMIT_MS / 10 / 4);
      const next = await reader.read(await samplePdf({ name: 'b.pdf', title: 'Zweiter Aushang', paragraphs: [] }));
      expect(next.text).toContain('Zweiter Aushang');
      expect(reader.workersStarted).toBe(2);
    } finally {
      await reader.close();
    }
  }, 30_000);

  it('ends a PDF whose font unpacks to a gigabyte at the memory limit, not when the machine runs out', async () => {
    const reader = new PdfTextReader({ ...PDF_READER_LIMITS, hardLimitMs: 60_000, memoryGrowthMb: 128 });
    const rssBefore = process.memoryUsage.rss();
    try {
      expect(await reader.read(await fontBombPdf(1_000))).toEqual({ text: '', stopped: 'memory' });
      // The thread's memory is given back: the process is not left a gigabyte larger.
      expect(process.memoryUsage.rss() - rssBefore).toBeLessThan(512 * 1024 * 1024);
    } finally {
      await reader.close();
    }
  }, 60_000);

  it('reads many PDFs in one worker, and refuses to queue more than its bound (those are found by name only)', async () => {
    const reader = new PdfTextReader({ ...PDF_READER_LIMITS, maxWaiting: 3 });
    try {
      const pdf = await samplePdf({ name: 'c.pdf', title: 'Aushang Kantine', paragraphs: [] });
      const readings = await Promise.all(Array.from({ length: 5 }, () => reader.read(pdf)));
      expect(readings.filter((r) => r.text.includes('Aushang Kantine'))).toHaveLength(3);
      expect(readings.filter((r) => r.stopped === 'busy')).toHaveLength(2);
      for (let i = 0; i < 5; i++) expect((await reader.read(pdf)).text).toContain('Aushang Kantine');
      expect(reader.workersStarted).toBe(1);
    } finally {
      await reader.close();
    }
  }, 30_000);

  it('notes a PDF cut off at a limit in the log, and gives it no text', async () => {
    const warnings: object[] = [];
    const reader = new PdfTextReader({ ...PDF_READER_LIMITS, hardLimitMs: 500 });
    try {
      const text = await documentText(
        'Bombe.pdf',
        characterMapBombPdf(),
        { warn: (details) => warnings.push(details) },
        reader,
      );
      expect(text).toBe('');
      expect(warnings).toEqual([
        expect.objectContaining({ event: 'files.pdf_text_stopped', file: 'Bombe.pdf', stopped: 'time' }),
      ]);
    } finally {
      await reader.close();
    }
  }, 30_000);
});
