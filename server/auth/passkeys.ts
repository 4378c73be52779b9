/**
 * The relying party of WebAuthn is the site's public address (ADR 0087): its host name is the RP
 * ID passkeys are bound to, its origin the only one a browser's answer may come from. Behind a TLS
 * proxy that is PUBLIC_URL's https origin, never the address the instance listens on.
 */
export function relyingParty(baseURL: string) {
  const url = new URL(baseURL);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Itinera' };
}
