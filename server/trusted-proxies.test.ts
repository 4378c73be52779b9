import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { clientAddress, parseTrustedProxies, type TrustedProxies } from './trusted-proxies.ts';

const trusted = (value: string) => parseTrustedProxies(value) as TrustedProxies;

describe('TRUST_PROXY', () => {
  it('trusts no one by default and keeps the old flag: on is the one proxy in front', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual({ hops: 0 });
    for (const off of ['', 'off', 'false', 'no', '0']) expect(parseTrustedProxies(off)).toEqual({ hops: 0 });
    for (const on of ['on', 'TRUE', 'yes', '1']) expect(parseTrustedProxies(on)).toEqual({ hops: 1 });
    expect(parseTrustedProxies(' 2 ')).toEqual({ hops: 2 });
  });

  it('names what it takes when it cannot read the value', () => {
    for (const wrong of ['maybe', '10.0.0.1/33', '10.0.0.0/8/1', 'fd00::/129', 'proxy.example, 10.0.0.1', '-1']) {
      expect(parseTrustedProxies(wrong), wrong).toBeUndefined();
    }
    expect(() => parseEnv({ TRUST_PROXY: 'nginx' })).toThrow(
      'TRUST_PROXY: must be off, a number of proxies in front (1 for one nginx), or a comma-separated list of proxy addresses and subnets (10.0.0.0/8) (got "nginx")',
    );
  });
});

describe('clientAddress', () => {
  it('is the socket’s address when no proxy is trusted, whatever the client claims', () => {
    expect(clientAddress(trusted('off'), '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
  });

  it('skips as many hops from the right as are trusted, so what a client wrote on the left is never taken', () => {
    const chain = '203.0.113.1, 198.51.100.7, 10.0.0.2';
    expect(clientAddress(trusted('1'), '10.0.0.1', chain)).toBe('10.0.0.2');
    expect(clientAddress(trusted('2'), '10.0.0.1', chain)).toBe('198.51.100.7');
    // More hops trusted than there are: the first entry, the furthest the chain goes.
    expect(clientAddress(trusted('5'), '10.0.0.1', chain)).toBe('203.0.113.1');
    expect(clientAddress(trusted('1'), '10.0.0.1', undefined)).toBe('10.0.0.1');
  });

  it('skips the listed proxies and subnets, IPv4 and IPv6, and stops at the first address that is not one', () => {
    const proxies = trusted('10.0.0.0/8, 2001:db8::1, 127.0.0.1');
    expect(clientAddress(proxies, '127.0.0.1', '203.0.113.1, 198.51.100.7, 2001:db8::1, 10.1.2.3')).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(proxies, '::ffff:127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    // A client reaching the server directly is not a proxy: its header counts for nothing.
    expect(clientAddress(proxies, '198.51.100.9', '10.0.0.5')).toBe('198.51.100.9');
  });
});
