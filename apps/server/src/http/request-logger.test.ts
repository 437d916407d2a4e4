import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { deferredRequestLogger } from './request-logger';

/** A Fastify app whose log lines are collected, with the portal's request logger. */
async function appWithLog(level: pino.Level) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let children = 0;
  const logger = pino(
    {
      level,
      onChild: () => {
        children++;
      },
    },
    stream,
  );
  const app = Fastify({
    loggerInstance: logger,
    childLoggerFactory: deferredRequestLogger,
    disableRequestLogging: true,
  });
  app.get('/quiet', async () => 'ok');
  app.get('/warns', async (request) => {
    request.log.info({ event: 'below' }, 'not written at warn');
    request.log.warn({ event: 'something.odd' }, 'odd');
    return 'ok';
  });
  app.get('/chatty', { logLevel: 'debug' }, async (request) => {
    request.log.debug({ event: 'detail' }, 'written: this route logs at debug');
    return 'ok';
  });
  await app.ready();
  return { app, lines, children: () => children };
}

describe('the request logger', () => {
  it('writes a request’s lines with its request id, and only those its level lets through', async () => {
    const { app, lines } = await appWithLog('warn');
    await app.inject({ method: 'GET', url: '/warns', headers: { 'x-request-id': 'r-1' } });
    await app.inject({ method: 'GET', url: '/warns' });
    const odd = lines.filter((l) => l.event === 'something.odd');
    expect(odd).toHaveLength(2);
    expect(odd[0]!.reqId).toBeTruthy();
    expect(odd[0]!.reqId).not.toBe(odd[1]!.reqId);
    expect(lines.some((l) => l.event === 'below')).toBe(false);
    await app.close();
  });

  it('honours a route’s own level', async () => {
    const { app, lines } = await appWithLog('warn');
    await app.inject({ method: 'GET', url: '/chatty' });
    expect(lines.find((l) => l.event === 'detail')).toMatchObject({ level: 20 });
    await app.close();
  });

  it('makes no pino child for a request that writes nothing', async () => {
    const { app, children } = await appWithLog('warn');
    const before = children();
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/quiet' });
    expect(children()).toBe(before);
    await app.inject({ method: 'GET', url: '/warns' });
    expect(children()).toBe(before + 1);
    await app.close();
  });
});
