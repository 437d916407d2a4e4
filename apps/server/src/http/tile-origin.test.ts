import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, tileOrigin } from './headers';

describe("the map's tile server in the pages' Content-Security-Policy", () => {
  it('allows images from the tile server origin only, with {s} as any subdomain', async () => {
    expect(tileOrigin('https://{s}.Tiles.example/{z}/{x}/{y}.png')).toBe('https://*.tiles.example');
    expect(tileOrigin('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');

    const app = Fastify();
    registerSecurityHeaders(app, {
      production: false,
      imageSources: [tileOrigin('https://tiles.example/{z}/{x}/{y}')],
    });
    app.get('/', (_request, reply) => reply.type('text/html').send('<p>page</p>'));
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: https://tiles.example;");
    expect(csp).toContain("script-src 'self';");

    const plain = Fastify();
    registerSecurityHeaders(plain, { production: false });
    plain.get('/', (_request, reply) => reply.type('text/html').send('<p>page</p>'));
    expect(String((await plain.inject({ url: '/' })).headers['content-security-policy'])).toContain(
      "img-src 'self' data:;",
    );
  });
});
