import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../env.ts';

const parse = (value: unknown) =>
  parseEnv({ OIDC_PROVIDERS: typeof value === 'string' ? value : JSON.stringify(value) }).OIDC_PROVIDERS;

describe('OIDC_PROVIDERS', () => {
  it('is empty when unset, and fills a preset from its id', () => {
    expect(parseEnv({}).OIDC_PROVIDERS).toEqual([]);
    expect(parse([{ id: 'google', clientId: 'id', clientSecret: 'secret' }])).toEqual([
      { id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
    ]);
  });

  it('takes any issuer with its name, without a trailing slash', () => {
    const [keycloak] = parse([
      {
        id: 'club',
        name: 'Club login',
        issuer: 'https://id.example.org/realms/club/',
        clientId: 'a',
        clientSecret: 'b',
      },
    ]);
    expect(keycloak?.issuer).toBe('https://id.example.org/realms/club');
  });

  it('refuses ids that are not url-safe or not unique, unknown issuers and extra fields, never echoing a secret', () => {
    const refused = [
      '[not json',
      [{ id: 'Has Space', issuer: 'https://a.example', clientId: 'a', clientSecret: 'b' }],
      [{ id: 'club', clientId: 'a', clientSecret: 'b' }],
      [{ id: 'google', clientId: 'a', clientSecret: 'b', scope: 'all' }],
      [
        { id: 'google', clientId: 'a', clientSecret: 'very-secret-1' },
        { id: 'google', clientId: 'c', clientSecret: 'very-secret-2' },
      ],
    ];
    for (const value of refused) {
      const error = (() => {
        try {
          parse(value);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error, JSON.stringify(value)).toBeInstanceOf(ConfigError);
      expect(String((error as ConfigError).message)).not.toContain('very-secret');
    }
  });
});
