import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The person the provider says is signing in; a test sets it before each sign-in. */
export type ProviderPerson = { sub: string; email: string; emailVerified: boolean; name: string };

export const CLIENT = { id: 'itinera-test', secret: 'a client secret of the tests' } as const;

/**
 * A real OpenID provider (`oidc-provider`) on loopback, registered with the site's redirect URI.
 * Its login and consent screens are replaced by an answer at once for `state.person`, so a test
 * walks the redirects like a browser whose user clicked "allow". `stop()` makes it unreachable.
 */
export async function startOidcProvider(redirectUri: string) {
  const state = { person: null as ProviderPerson | null };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['cookie key of the test provider'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => {
        const person = state.person;
        if (!person || person.sub !== sub) return { sub };
        return { sub, email: person.email, email_verified: person.emailVerified, name: person.name };
      },
    }),
  });
  const callback = provider.callback();

  /** Login and consent, granted for `state.person` without a screen. */
  async function interact(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    const person = state.person;
    if (!person) throw new Error('the test did not say who signs in at the provider');
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(request, response, { login: { accountId: person.sub } });
      return;
    }
    const grant = new provider.Grant({ accountId: person.sub, clientId: CLIENT.id });
    grant.addOIDCScope('openid email profile');
    await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } });
  }

  server.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interact(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    callback(request, response);
  });

  return {
    issuer,
    state,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type OidcProviderServer = Awaited<ReturnType<typeof startOidcProvider>>;
