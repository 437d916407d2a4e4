import { describe, expect, it } from 'vitest';
import { brandOfHost, themeOf } from './brand';
import { requiresMfa, wantsMfa } from './levels';
import { pickLocale } from './messages';
import { PER_ACCOUNT, PER_SOURCE, sourceOf, throttleKey, waitAfter } from './throttle';
import { loginPage } from './views';

describe('brand of a host', () => {
  it('is the first label when it names a known brand, else the group', () => {
    expect(brandOfHost('arbonia.localhost:8080')).toBe('arbonia');
    expect(brandOfHost('PROLUX.example.com')).toBe('prolux');
    expect(brandOfHost('localhost:8080')).toBe('group');
    expect(brandOfHost('portal.example.com')).toBe('group');
  });
});

describe('language', () => {
  it('follows ui_locales, then Accept-Language by weight, then German', () => {
    expect(pickLocale('en-GB de', 'fr')).toBe('en');
    expect(pickLocale('xx', 'fr-CH;q=0.5, it;q=0.9')).toBe('it');
    expect(pickLocale(undefined, undefined)).toBe('de');
    expect(pickLocale('', 'es')).toBe('de');
  });
});

describe('levels', () => {
  it('demands mfa only when it is the sole acceptable level', () => {
    expect(requiresMfa('urn:portal:mfa')).toBe(true);
    expect(requiresMfa('urn:portal:mfa urn:portal:pwd')).toBe(false);
    expect(wantsMfa('urn:portal:mfa urn:portal:pwd')).toBe(true);
    expect(wantsMfa(undefined)).toBe(false);
  });
});

describe('throttle', () => {
  it('makes a source wait from its fifth attempt at a name, doubling up to a quarter of an hour', () => {
    expect([1, 4, 5, 6, 7, 30].map((n) => waitAfter(n, PER_SOURCE))).toEqual([0, 0, 30, 60, 120, 900]);
  });
  it('makes a name wait from its twentieth attempt from anywhere, never longer than a minute', () => {
    expect([5, 19, 20, 21, 25, 26, 100].map((n) => waitAfter(n, PER_ACCOUNT))).toEqual([0, 0, 1, 2, 32, 60, 60]);
  });
  it('counts an IPv6 client’s whole /64 as one source, an IPv4-mapped address as the IPv4 one', () => {
    expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:DB8:1:2:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(sourceOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('203.0.113.7')).toBe('203.0.113.7');
  });
  it('throttles a name whatever its case or blanks', () => {
    expect(throttleKey(' Admin ')).toBe(throttleKey('admin'));
  });
});

describe('sign-in page markup', () => {
  it('escapes what the user typed and ties errors to fields', () => {
    const html = loginPage({
      theme: themeOf('group'),
      locale: 'de',
      action: '/openid/interaction/x/login',
      cancel: '/openid/interaction/x/abort',
      login: '"><script>alert(1)</script>',
      error: 'Eingabe wird benötigt',
      missing: ['password'],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('aria-describedby="password-error"');
    expect(html).toContain('<p class="field-error" id="password-error">Eingabe wird benötigt</p>');
    expect(html).toContain('role="alert"');
  });
});
