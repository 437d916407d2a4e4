import type { Message } from '@portal/ui';
import { createStore } from './store';

/**
 * The message store of spec §3. It holds the message shown now (initially none); a new message
 * replaces it after the earlier ones had their moment, so the area never floods. Success and info
 * messages leave by themselves; warnings and errors stay until dismissed.
 */
export const messages = createStore<readonly Message[]>([]);

const MAX_SHOWN = 3;
const AUTO_DISMISS_MS = 6_000;
let nextId = 1;

/** The raw text some failures produce, replaced by the server error text of spec §8. */
const UNHELPFUL = /cannot read propert(y|ies) of undefined \(reading '?status'?\)/i;

export function showMessage(kind: Message['kind'], text: string, serverErrorText?: string): number {
  const id = nextId++;
  const shown = serverErrorText && UNHELPFUL.test(text) ? serverErrorText : text;
  messages.set((current) => [...current.filter((m) => m.text !== shown), { id, kind, text: shown }].slice(-MAX_SHOWN));
  if (kind === 'success' || kind === 'info') setTimeout(() => dismissMessage(id), AUTO_DISMISS_MS);
  return id;
}

export function dismissMessage(id: number): void {
  messages.set((current) => current.filter((m) => m.id !== id));
}

/** The current message (spec §3: one message, initially undefined). */
export function currentMessage(): Message | undefined {
  const all = messages.get();
  return all[all.length - 1];
}
