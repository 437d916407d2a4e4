// The worker thread that reads uploaded PDFs' text (text.ts, docs/files.md "Full-text search"):
// one PDF at a time, as the server posts them. The server ends the thread when a PDF takes longer
// than the hard limit or the thread runs out of memory, and starts a new one for the next PDF.
// Plain JavaScript, so Node runs it as it is from the sources and from dist/ alike.
import { parentPort } from 'node:worker_threads';
import { readPdfText } from './pdf-text.mjs';

if (!parentPort) throw new Error('pdf-text-worker.mjs runs as a worker thread');
const port = parentPort;

port.on('message', async (/** @type {{ content: Uint8Array, bounds: import('./pdf-text.mjs').PdfBounds }} */ job) => {
  port.postMessage({ type: 'text', text: await readPdfText(job.content, job.bounds) });
});
// PDF.js is loaded before the first file arrives, so its loading time is not counted in a file's limit.
await import('unpdf').then((unpdf) => unpdf.getResolvedPDFJS());
port.postMessage({ type: 'ready' });
