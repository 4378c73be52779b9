import { describe, expect, it } from 'vitest';
import { parseForwardingTarget } from './forwarding-target.ts';

describe('parseForwardingTarget', () => {
  it('accepts absolute http and https URLs and reports their host', () => {
    expect(parseForwardingTarget('https://example.com/trips?id=1#day-2')).toEqual({
      href: 'https://example.com/trips?id=1#day-2',
      host: 'example.com',
    });
    expect(parseForwardingTarget('http://example.org')).toEqual({ href: 'http://example.org/', host: 'example.org' });
  });

  it('normalizes the scheme and host and keeps a non-default port in the host', () => {
    expect(parseForwardingTarget('  HTTPS://Example.COM:8443/Path  ')).toEqual({
      href: 'https://example.com:8443/Path',
      host: 'example.com:8443',
    });
  });

  it('shows internationalized hosts in punycode so look-alike domains stand out', () => {
    expect(parseForwardingTarget('https://exаmple.com/')?.host).toBe('xn--exmple-4nf.com');
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('rejects a %s target', (_name, raw) => {
    expect(parseForwardingTarget(raw)).toBeNull();
  });

  it.each([
    ['a relative path', '/trips/1'],
    ['a bare word', 'example.com'],
    ['a protocol-relative URL', '//evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL in mixed case', 'JaVaScRiPt:alert(1)'],
    ['a javascript: URL with leading space', ' javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['an ftp: URL', 'ftp://example.com/file'],
    ['a mailto: URL', 'mailto:someone@example.com'],
    ['a scheme without slashes', 'https:evil.example'],
    ['backslashes instead of slashes', 'https:\\\\evil.example'],
    ['a scheme without a host', 'https://'],
    ['credentials that disguise the host', 'https://trusted.example@evil.example/'],
    ['a user and password', 'https://user:secret@example.com/'],
    ['an overlong address', `https://example.com/${'a'.repeat(2100)}`],
  ])('rejects %s', (_name, raw) => {
    expect(parseForwardingTarget(raw)).toBeNull();
  });
});
