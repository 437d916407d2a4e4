import { describe, expect, it } from 'vitest';
import { brandOfHost, themeOf } from './brand';
import { requiresMfa, wantsMfa } from './levels';
import { pickLocale } from './messages';
import { throttleKey, waitAfter } from './throttle';
import { loginPage } from './views';

describe('brand of a host', () => {
  it('is the first label when it names a known brand, else the group', () => {
    expect(brandOfHost('arbonia.localhost:8080')).toBe('arbonia');
    expect(brandOfHost('PROLUX.example.com')).toBe('prolux');
    expect(brandOfHost('localhost:8080')).toBe('group');
    expect(brandOfHost('portal.example.com')).toBe('group');
    expect(themeOf('group').primary).toBe('#ef7d00');
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
  it('waits from the fifth failure, doubling up to a cap', () => {
    expect([1, 4, 5, 6, 7, 30].map(waitAfter)).toEqual([0, 0, 30, 60, 120, 900]);
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
