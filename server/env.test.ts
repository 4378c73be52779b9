import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv, parseEnv, publicEnv } from './env.ts';

function problems(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseEnv', () => {
  it('runs with no configuration on the embedded defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:3000', DEMO_CONTENT: true });
    expect(env.DATA_DIR).toBe(path.resolve('data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it('derives PUBLIC_URL from PORT and turns demo content off for PostgreSQL', () => {
    const env = parseEnv({ PORT: '8080', DATABASE_URL: 'postgres://db/itinera' });
    expect(env.PUBLIC_URL).toBe('http://localhost:8080');
    expect(env.DEMO_CONTENT).toBe(false);
    expect(parseEnv({ DATABASE_URL: 'postgres://db/x', DEMO_CONTENT: 'yes' }).DEMO_CONTENT).toBe(true);
  });

  it('splits and normalises ADMIN_EMAILS', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' Ann@Example.org, bob@example.org ,' }).ADMIN_EMAILS).toEqual([
      'ann@example.org',
      'bob@example.org',
    ]);
  });

  it('splits CACHE_PURGE_URLS into http(s) addresses, none by default', () => {
    expect(parseEnv({}).CACHE_PURGE_URLS).toEqual([]);
    expect(parseEnv({ CACHE_PURGE_URLS: ' http://127.0.0.1:6081/, https://cache.example ,' }).CACHE_PURGE_URLS).toEqual(
      ['http://127.0.0.1:6081/', 'https://cache.example'],
    );
    expect(problems({ CACHE_PURGE_URLS: 'http://ok.example, varnish:6081' }).join('\n')).toContain('CACHE_PURGE_URLS');
  });

  it('takes ROUTING_URL as an http(s) address, none by default', () => {
    expect(parseEnv({}).ROUTING_URL).toBeUndefined();
    expect(parseEnv({ ROUTING_URL: ' http://127.0.0.1:5000 ' }).ROUTING_URL).toBe('http://127.0.0.1:5000');
    expect(problems({ ROUTING_URL: 'osrm:5000' })).toEqual([
      'ROUTING_URL: must be a URL starting with http:// or https:// (got "osrm:5000")',
    ]);
  });

  it('lists every problem at once, naming the variable and the value', () => {
    const list = problems({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', ADMIN_EMAILS: 'nope' });
    expect(list).toHaveLength(4);
    expect(list.join('\n')).toMatch(/PORT: .*\(got "abc"\)/);
    expect(list.join('\n')).toContain('DATABASE_URL: must be a URL starting with postgres://');
    expect(list.join('\n')).toContain('SMTP_URL');
    expect(list.join('\n')).toContain('ADMIN_EMAILS');
  });

  it('wants S3 settings all together or not at all', () => {
    expect(problems({ S3_BUCKET: 'trips' })).toEqual([
      'S3_*: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none',
    ]);
    const s3 = { S3_ENDPOINT: 'https://s3.local', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(problems(s3)).toEqual([]);
  });

  it('requires AUTH_SECRET in production on PostgreSQL, and a long one', () => {
    expect(problems({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })[0]).toMatch(
      /^AUTH_SECRET: is required/,
    );
    expect(problems({ AUTH_SECRET: 'short' })[0]).toMatch(/^AUTH_SECRET: must be at least 32/);
  });

  it('exposes only a small public subset', () => {
    const exposed = publicEnv(
      loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'env-')), SMTP_URL: 'smtp://u:p@h' }),
    );
    expect(Object.keys(exposed).sort()).toEqual(['analytics', 'donationUrl', 'mapTileUrl', 'publicUrl', 'socialLinks']);
    expect(JSON.stringify(exposed)).not.toContain('smtp');
  });

  it('takes the analytics settings all together or not at all, and exposes them only when complete', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
    const analytics = {
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.manual.js',
      ANALYTICS_SITE_ID: 'itinera.example',
    };
    expect(publicEnv(loadEnv({ DATA_DIR: dir })).analytics).toBeNull();
    expect(publicEnv(loadEnv({ DATA_DIR: dir, ...analytics })).analytics).toEqual({
      provider: 'plausible',
      scriptUrl: analytics.ANALYTICS_SCRIPT_URL,
      siteId: 'itinera.example',
    });
    expect(() => loadEnv({ DATA_DIR: dir, ANALYTICS_PROVIDER: 'umami' })).toThrow(/ANALYTICS_\*/);
    expect(() => loadEnv({ DATA_DIR: dir, ...analytics, ANALYTICS_PROVIDER: 'google' })).toThrow(/ANALYTICS_PROVIDER/);
  });

  it('takes the social accounts as https addresses, each alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
    expect(publicEnv(loadEnv({ DATA_DIR: dir })).socialLinks).toEqual({
      instagram: null,
      facebook: null,
      pinterest: null,
    });
    const facebook = 'https://www.facebook.com/reisebuero.ada';
    expect(publicEnv(loadEnv({ DATA_DIR: dir, SOCIAL_FACEBOOK_URL: facebook })).socialLinks.facebook).toBe(facebook);
    expect(problems({ SOCIAL_PINTEREST_URL: 'pinterest.com/ada' })[0]).toMatch(
      /^SOCIAL_PINTEREST_URL: must be a URL starting with https:\/\//,
    );
  });
});

describe('loadEnv', () => {
  it('generates AUTH_SECRET once into DATA_DIR and keeps it across restarts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
    const first = loadEnv({ DATA_DIR: dir });
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first.AUTH_SECRET);
    expect(loadEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(first.AUTH_SECRET);
  });

  it('prefers a configured AUTH_SECRET', () => {
    const secret = 'x'.repeat(40);
    expect(loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'env-')), AUTH_SECRET: secret }).AUTH_SECRET).toBe(
      secret,
    );
  });
});
