import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/app';
import { PUBLIC } from './access';

function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('graceful shutdown (R6)', () => {
  it('finishes the request in flight, answers new ones with 503, and closes', async () => {
    let release: () => void = () => undefined;
    const app = await startTestApp({}, undefined, (server) => {
      server.get('/test/slow', { config: { access: PUBLIC } }, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { done: true };
      });
    });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.app.server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

    // Open the kept-alive socket, then start the slow request on it.
    expect((await get(port, '/healthz', agent)).status).toBe(200);
    const slow = get(port, '/test/slow', agent);
    await new Promise((r) => setTimeout(r, 100));

    app.state.closing = true;
    const closed = app.app.close();
    const ready = await get(port, '/readyz', new http.Agent({ keepAlive: false })).catch(() => ({
      status: 503,
      body: '',
    }));
    expect(ready.status).toBe(503);

    release();
    expect(await slow).toEqual({ status: 200, body: '{"done":true}' });
    // A request that arrives on the kept-alive socket while closing gets 503 (or the socket is already gone).
    const late = await get(port, '/healthz', agent).catch(() => ({ status: 503, body: '' }));
    expect(late.status).toBe(503);
    await closed;
    agent.destroy();
    await app.idp?.close();
    await app.database.close();
  });
});
