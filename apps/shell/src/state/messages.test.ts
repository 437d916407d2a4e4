import { describe, expect, it } from 'vitest';
import { currentMessage, dismissMessage, messages, showMessage } from './messages';

describe('the message store', () => {
  it('starts without a message', () => {
    expect(currentMessage()).toBeUndefined();
  });

  it('replaces the unhelpful "reading status" error with the server error text (spec §8)', () => {
    const id = showMessage(
      'error',
      "Cannot read properties of undefined (reading 'status')",
      'Der Server kann die Anfrage gerade nicht ausführen.',
    );
    expect(currentMessage()).toMatchObject({
      id,
      kind: 'error',
      text: 'Der Server kann die Anfrage gerade nicht ausführen.',
    });
    dismissMessage(id);
    expect(messages.get().find((m) => m.id === id)).toBeUndefined();
  });

  it('shows at most three messages and never the same text twice', () => {
    for (const text of ['a', 'b', 'a', 'c', 'd']) showMessage('warning', text);
    expect(messages.get().map((m) => m.text)).toEqual(['a', 'c', 'd']);
  });
});
