import { createHash, generateKeyPairSync, type KeyObject, randomBytes, randomInt, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/** A passkey the soft authenticator holds. */
export type SoftCredential = {
  /** base64url credential id */
  id: string;
  privateKey: KeyObject;
  rpId: string;
  /** base64url, as the server sent it in `user.id` */
  userHandle: string;
  counter: number;
};

/** Tampering for negative tests: what a real authenticator or browser would never send. */
export type AuthenticateOverrides = {
  /** origin written into clientDataJSON */
  origin?: string;
  /** signature counter to sign instead of the next one; the stored counter is left alone */
  counter?: number;
  userVerified?: boolean;
};

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** A minimal CBOR encoder: integers up to 32 bits, byte and text strings, arrays and maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`cbor: not an integer: ${value}`);
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** A software platform authenticator that makes ES256 passkeys and signs assertions with them. */
export function createSoftAuthenticator({ origin, userVerified = true }: { origin: string; userVerified?: boolean }) {
  const credentials = new Map<string, SoftCredential>();
  const uvFlag = (uv: boolean) => UP | (uv ? UV : 0);

  function register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    // Like a browser, fall back to the origin's host when the RP leaves its id out.
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    if (!jwk.x || !jwk.y) throw new Error('soft authenticator: EC key without coordinates');
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]),
    );
    const rawId = randomBytes(randomInt(16, 33));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, coseKey]);
    const data = authData(rpId, uvFlag(userVerified) | AT, 0, attested);
    const id = b64url(rawId);
    credentials.set(id, { id, privateKey, rpId, userHandle: options.user.id, counter: 0 });
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData: data })),
        authenticatorData: b64url(data),
        transports: ['internal'],
        publicKeyAlgorithm: -7,
        publicKey: b64url(publicKey.export({ type: 'spki', format: 'der' })),
      },
    };
  }

  function pick(options: PublicKeyCredentialRequestOptionsJSON, credentialId?: string): SoftCredential {
    if (credentialId) {
      const found = credentials.get(credentialId);
      if (!found) throw new Error(`soft authenticator: no credential ${credentialId}`);
      return found;
    }
    const rpId = options.rpId ?? new URL(origin).hostname;
    const allowed = new Set(options.allowCredentials?.map((c) => c.id) ?? []);
    const candidates = [...credentials.values()].filter((c) => c.rpId === rpId && (!allowed.size || allowed.has(c.id)));
    const found = candidates.at(-1);
    if (!found) throw new Error(`soft authenticator: no credential for ${rpId}`);
    return found;
  }

  function authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    credentialId?: string,
    overrides: AuthenticateOverrides = {},
  ): AuthenticationResponseJSON {
    const credential = pick(options, credentialId);
    let counter = overrides.counter;
    if (counter === undefined) {
      credential.counter += 1;
      counter = credential.counter;
    }
    const data = authData(credential.rpId, uvFlag(overrides.userVerified ?? userVerified), counter);
    const client = clientData('webauthn.get', options.challenge, overrides.origin ?? origin);
    // node signs EC keys in DER by default, which is what WebAuthn wants.
    const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(client),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  return { register, authenticate, credentials: credentials as ReadonlyMap<string, SoftCredential> };
}

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;
