import { describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/app';

describe('overload (R7)', () => {
  it('answers 503 with Retry-After while the event loop is blocked, instead of queueing', async () => {
    // Sampled every 50 ms, a 400 ms block raises the interval's mean delay well past 50 ms,
    // whatever the phase of the sampling timer when the block starts.
    const app = await startTestApp({ PORTAL_MAX_EVENT_LOOP_DELAY_MS: '50', PORTAL_PRESSURE_SAMPLE_MS: '50' });
    try {
      // Once the start's own work has passed, a calm server answers.
      const calm = Date.now() + 3_000;
      let health = await app.app.inject('/healthz');
      while (health.statusCode !== 200 && Date.now() < calm) {
        await new Promise((resolve) => setTimeout(resolve, 60));
        health = await app.app.inject('/healthz');
      }
      expect(health.statusCode).toBe(200);
      // Block the loop well past the limit, then let under-pressure sample it. The overdue sample is
      // taken in the next timers phase and holds for one interval: ask until an answer comes back, at
      // most a few intervals long. On a machine busy with other test files a sample can land before
      // the block is seen in full, so the block is tried up to five times. The delay is the mean of
      // the loop's turns in an interval: asking every millisecond would add a turn a millisecond
      // and thin the block's one long turn out below the limit, so it asks every 20 ms.
      let response = await app.app.inject('/portal/api/Favorites');
      for (let attempt = 0; attempt < 5 && response.statusCode !== 503; attempt++) {
        const until = Date.now() + 400;
        while (Date.now() < until) {
          // busy on purpose
        }
        response = await app.app.inject('/portal/api/Favorites');
        const deadline = Date.now() + 300;
        while (response.statusCode !== 503 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          response = await app.app.inject('/portal/api/Favorites');
        }
      }
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.json().code).toBe('service_unavailable');
    } finally {
      await app.close();
    }
  });
});
