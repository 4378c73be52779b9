import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { createSoftAuthenticator } from './soft-authenticator.ts';

const rpID = 'localhost';
const origin = 'http://localhost:3000';

async function registered(userVerified = true) {
  const authenticator = createSoftAuthenticator({ origin, userVerified });
  const options = await generateRegistrationOptions({ rpName: 'Itinera', rpID, userName: 'ada@example.com' });
  const response = authenticator.register(options);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: options.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  });
  if (!verification.verified) throw new Error('registration not verified');
  const { id, publicKey, counter, transports } = verification.registrationInfo.credential;
  const credential: WebAuthnCredential = { id, publicKey, counter, transports };
  return { authenticator, credential, options, response, verification };
}

async function verifyAssertion(
  response: ReturnType<ReturnType<typeof createSoftAuthenticator>['authenticate']>,
  challenge: string,
  credential: WebAuthnCredential,
) {
  return verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential,
    requireUserVerification: true,
  });
}

describe('soft authenticator', () => {
  it('registers a passkey the library verifies', async () => {
    const { verification, response, options } = await registered();
    expect(verification.verified).toBe(true);
    expect(verification.registrationInfo?.fmt).toBe('none');
    expect(verification.registrationInfo?.userVerified).toBe(true);
    expect(verification.registrationInfo?.credential.id).toBe(response.id);
    expect(response.response.transports).toEqual(['internal']);
    const stored = createSoftAuthenticator({ origin });
    stored.register(options);
    expect([...stored.credentials.values()][0]?.userHandle).toBe(options.user.id);
  });

  it.each([
    ['with allowCredentials', true],
    ['without allowCredentials', false],
  ])('signs in %s', async (_, allow) => {
    const { authenticator, credential, options } = await registered();
    const request = await generateAuthenticationOptions({
      rpID,
      allowCredentials: allow ? [{ id: credential.id, transports: ['internal'] }] : [],
    });
    const response = authenticator.authenticate(request);
    expect(response.id).toBe(credential.id);
    expect(response.response.userHandle).toBe(options.user.id);
    const verification = await verifyAssertion(response, request.challenge, credential);
    expect(verification.verified).toBe(true);
    expect(verification.authenticationInfo.newCounter).toBe(1);
    expect(verification.authenticationInfo.userVerified).toBe(true);
  });

  it('picks the credential it is asked for', async () => {
    const { authenticator, credential } = await registered();
    authenticator.register(await generateRegistrationOptions({ rpName: 'Itinera', rpID, userName: 'bob@example.com' }));
    const request = await generateAuthenticationOptions({ rpID });
    expect(authenticator.authenticate(request).id).not.toBe(credential.id);
    const response = authenticator.authenticate(request, credential.id);
    expect((await verifyAssertion(response, request.challenge, credential)).verified).toBe(true);
    expect(() => authenticator.authenticate(request, 'bm8tc3VjaA')).toThrow(/no credential/);
  });

  it('is rejected from a wrong origin', async () => {
    const { authenticator, credential } = await registered();
    const request = await generateAuthenticationOptions({ rpID });
    const response = authenticator.authenticate(request, undefined, { origin: 'http://evil.example' });
    await expect(verifyAssertion(response, request.challenge, credential)).rejects.toThrow(/origin/i);
  });

  it('is rejected when it replays a counter', async () => {
    const { authenticator, credential } = await registered();
    const first = await generateAuthenticationOptions({ rpID });
    const verification = await verifyAssertion(authenticator.authenticate(first), first.challenge, credential);
    const updated = { ...credential, counter: verification.authenticationInfo.newCounter };
    const second = await generateAuthenticationOptions({ rpID });
    const replayed = authenticator.authenticate(second, undefined, { counter: 1 });
    await expect(verifyAssertion(replayed, second.challenge, updated)).rejects.toThrow(/counter/i);
    const fresh = authenticator.authenticate(second);
    expect((await verifyAssertion(fresh, second.challenge, updated)).authenticationInfo.newCounter).toBe(2);
  });

  it('is rejected without user verification when it is required', async () => {
    await expect(registered(false)).rejects.toThrow(/user could not be verified/i);
    const { authenticator, credential } = await registered();
    const request = await generateAuthenticationOptions({ rpID });
    const response = authenticator.authenticate(request, undefined, { userVerified: false });
    await expect(verifyAssertion(response, request.challenge, credential)).rejects.toThrow(
      /user could not be verified/i,
    );
  });
});
