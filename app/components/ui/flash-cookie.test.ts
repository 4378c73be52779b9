import { describe, expect, it } from 'vitest';
import { parseFlashCookie } from './flash-cookie.ts';

const cookie = (value: unknown) => `lang=de; flash=${encodeURIComponent(JSON.stringify(value))}; other=1`;

describe('parseFlashCookie', () => {
  it.each([
    [
      'success with a key',
      cookie({ variant: 'success', key: 'alerts.success' }),
      { variant: 'success', key: 'alerts.success' },
    ],
    ['error without a key', cookie({ variant: 'error' }), { variant: 'error' }],
    ['info', cookie({ variant: 'info', key: 'alerts.saveFailed' }), { variant: 'info', key: 'alerts.saveFailed' }],
    [
      'a key with a namespace',
      cookie({ variant: 'success', key: 'account-settings:deleted' }),
      { variant: 'success', key: 'account-settings:deleted' },
    ],
    ['the only cookie', `flash=${encodeURIComponent('{"variant":"error"}')}`, { variant: 'error' }],
  ])('reads %s', (_, cookies, expected) => {
    expect(parseFlashCookie(cookies)).toEqual(expected);
  });

  it.each([
    ['no cookies', ''],
    ['no flash', 'lang=de'],
    ['an empty flash', 'flash='],
    ['broken JSON', `flash=${encodeURIComponent('{variant')}`],
    ['broken encoding', 'flash=%E0%A4%A'],
    ['a non-object', cookie('success')],
    ['null', cookie(null)],
    ['an unknown variant', cookie({ variant: 'warning' })],
    ['a missing variant', cookie({ key: 'alerts.success' })],
    ['a non-string key', cookie({ variant: 'success', key: 42 })],
    ['a key with two namespaces', cookie({ variant: 'success', key: 'a:b:c' })],
    ['a key with markup', cookie({ variant: 'success', key: '<b>hi</b>' })],
  ])('ignores %s', (_, cookies) => {
    expect(parseFlashCookie(cookies)).toBeNull();
  });

  it('does not read a cookie that only ends in flash', () => {
    expect(parseFlashCookie(cookie({ variant: 'error' }).replace('flash=', 'xflash='))).toBeNull();
  });
});
