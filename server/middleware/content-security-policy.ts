import type { Env } from '../env.ts';

/** Map tiles from a plain-http server (a local one, say) need their origin named; https: is allowed. */
const tileOrigins = (tileUrl: string | undefined) =>
  tileUrl?.startsWith('http://') ? [new URL(tileUrl.replace(/\{[^}]*\}/g, '0')).origin] : [];

/** The analytics script's origin, which its page-view events go to (loaded only after consent). */
const analyticsOrigins = (scriptUrl: string | undefined) => (scriptUrl ? [new URL(scriptUrl).origin] : []);

const directives = (env: Env, scriptSrc: string[], dev = false) => ({
  defaultSrc: ["'self'"],
  scriptSrc,
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileOrigins(env.MAP_TILE_URL)],
  fontSrc: ["'self'"],
  connectSrc: [...(dev ? ["'self'", 'ws:'] : ["'self'"]), ...analyticsOrigins(env.ANALYTICS_SCRIPT_URL)],
  // The captcha's proof of work runs in a worker of our own.
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // The trip wizard shows the trip page in a frame as its preview; no other site may frame ours.
  frameAncestors: ["'self'"],
});

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const policyText = (policy: ReturnType<typeof directives>) =>
  Object.entries(policy)
    .map(([name, sources]) => [kebab(name), ...sources].join(' '))
    .join('; ');

/**
 * The policy of every response rendered for its request: scripts need that answer's nonce, and those
 * they add are trusted ('strict-dynamic'). Vite's dev client injects inline modules and a websocket.
 */
export const contentSecurityPolicy = (dev: boolean, env: Env) => {
  if (dev) {
    const text = policyText(directives(env, ["'self'", "'unsafe-inline'"], dev));
    return (_nonce: string) => text;
  }
  return (nonce: string) => policyText(directives(env, ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]));
};

/**
 * The policy of a shared page answered many times from the page cache (ADR 0046): its inline
 * scripts by their hashes, the site's own script files, and the analytics script they may add.
 */
export const sharedPagePolicy =
  (env: Env) =>
  (scriptHashes: string[]): string =>
    policyText(directives(env, ["'self'", ...scriptHashes, ...analyticsOrigins(env.ANALYTICS_SCRIPT_URL)]));
