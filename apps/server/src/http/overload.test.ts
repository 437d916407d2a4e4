import { describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/app';

describe('overload (R7)', () => {
  it('answers 503 with Retry-After while the event loop is blocked, instead of queueing', async () => {
    const app = await startTestApp({ PORTAL_MAX_EVENT_LOOP_DELAY_MS: '50' });
    try {
      expect((await app.app.inject('/healthz')).statusCode).toBe(200);
      // Block the loop well past the limit, then let under-pressure sample it.
      const until = Date.now() + 400;
      while (Date.now() < until) {
        // busy on purpose
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      const response = await app.app.inject('/portal/api/Favorites');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.json().code).toBe('service_unavailable');
    } finally {
      await app.close();
    }
  });
});
