import { describe, expect, it } from 'vitest';
import { hashFor, parseHashRoute } from './hashRoute';

describe('the CRM area’s hash route', () => {
  it.each([
    ['', { screen: 'overview', returnUrl: undefined }],
    ['#/', { screen: 'overview', returnUrl: undefined }],
    ['#/overview', { screen: 'overview', returnUrl: undefined }],
    ['#/dealers', { screen: 'dealers', returnUrl: undefined }],
    ['#/profile', { screen: 'profile', returnUrl: undefined }],
    ['#/unknown', { screen: 'overview', returnUrl: undefined }],
    // As the shell's 412 handling writes it
    [
      '#/overview?returnUrl=%2Fportal%2Fde%2Fde%2Fcanteen%2FfoodOrder',
      { screen: 'overview', returnUrl: '/portal/de/de/canteen/foodOrder' },
    ],
    ['#/register?returnUrl=%2Fportal%2Fen%2Fde', { screen: 'register', returnUrl: '/portal/en/de' }],
    ['/register?returnUrl=', { screen: 'register', returnUrl: undefined }],
  ])('%s', (hash, expected) => {
    expect(parseHashRoute(hash)).toEqual(expected);
  });

  it('carries the return address from screen to screen', () => {
    const back = '/portal/de/de/canteen?x=1#y';
    expect(parseHashRoute(hashFor('profile', back))).toEqual({ screen: 'profile', returnUrl: back });
    expect(hashFor('dealers')).toBe('#/dealers');
  });
});
