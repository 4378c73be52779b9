export type ForwardingTarget = {
  /** The normalized absolute address the visitor will be sent to. */
  href: string;
  /** Host (with port when not the default) shown prominently, in punycode for look-alike domains. */
  host: string;
};

const MAX_LENGTH = 2048;
// Required literally, so that forms like `https:evil.test` or `https:\\evil.test`, which URL
// parsing quietly repairs, are refused instead of being shown in a form the author never wrote.
const absoluteWebUrl = /^https?:\/\//i;

/**
 * The interstitial accepts only absolute http(s) addresses: no relative or protocol-relative
 * paths, no script or data URLs, and no user info (`https://trusted.test@evil.test`), which is
 * mostly used to disguise the real host.
 */
export function parseForwardingTarget(raw: string | null | undefined): ForwardingTarget | null {
  const value = raw?.trim();
  if (!value || value.length > MAX_LENGTH || !absoluteWebUrl.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return { href: url.href, host: url.host };
}
