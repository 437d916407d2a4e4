import { describe, expect, it } from 'vitest';
import { safeReturnPath, safeWebsite } from './links';

const origin = 'https://portal.example';

describe('the way back (returnUrl)', () => {
  it.each([
    ['a path of the portal', '/portal/de/de/canteen/foodOrder', '/portal/de/de/canteen/foodOrder'],
    ['with query and hash', '/portal/de/de/crm/?x=1#/profile', '/portal/de/de/crm/?x=1#/profile'],
    ['the same origin written out', 'https://portal.example/portal/de/de', undefined],
    ['another host', 'https://evil.example/portal', undefined],
    ['a protocol-relative host', '//evil.example/portal', undefined],
    ['a backslash read as a slash', '/\\evil.example', undefined],
    ['a tab inside the slashes', '/\t/evil.example', undefined],
    ['a script', 'javascript:alert(1)', undefined],
    ['a relative path', 'portal/de/de', undefined],
    ['the portal’s root', '/portal', '/portal'],
    ['a path outside the portal’s pages', '/openid/session/end', undefined],
    ['a neighbour of the portal', '/portal-api/x', undefined],
    ['the portal’s API', '/portal/api/MiniApps', undefined],
    ['dot segments leaving the portal', '/portal/../openid/session/end', undefined],
    ['encoded dot segments leaving the portal', '/portal/%2e%2e/openid/session/end', undefined],
    ['nothing', undefined, undefined],
    ['empty', '', undefined],
  ])('%s', (_case, raw, expected) => {
    expect(safeReturnPath(raw, origin)).toBe(expected);
  });

  it('normalises dot segments that stay inside the portal', () => {
    expect(safeReturnPath('/portal/de/../en/de', origin)).toBe('/portal/en/de');
  });
});

describe('a dealer’s website', () => {
  it.each([
    ['https://dealer.example/', 'https://dealer.example/'],
    ['http://dealer.example', 'http://dealer.example/'],
    ['www.dealer.example', 'https://www.dealer.example/'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s', (raw, expected) => {
    expect(safeWebsite(raw)).toBe(expected);
  });
});
