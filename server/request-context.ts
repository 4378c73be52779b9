import { createContext, type RouterContext } from 'react-router';
import type { Auth } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import type { Env, PublicEnv } from './env.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ReaderParts } from './reader-parts.ts';
import type { Storage } from './storage/index.ts';

/** What every loader and action gets from the server for the current request. */
export type RequestContext = {
  env: Env;
  publicEnv: PublicEnv;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  nonce: string;
  /** The render leaves its page's loader data here (app/entry.server.tsx) for the page cache (ADR 0039). */
  rendered?: RenderedPage;
};

/** Adds surrogate keys for what a page shows beyond its loader data, when the page is being rendered. */
export function addPageKeys(rendered: RenderedPage | undefined, ...keys: string[]) {
  if (rendered) rendered.keys = [...(rendered.keys ?? []), ...keys];
}

export type RenderedPage = {
  loaderData?: Record<string, unknown>;
  /** Surrogate keys a loader adds for what its page shows beyond its loader data (server/cache-purge.ts). */
  keys?: string[];
  /** What renders a signed-in reader's parts of this page, when it has any (server/reader-parts.ts). */
  readerParts?: ReaderParts;
};

/**
 * The server loads this module natively while the React Router build (or Vite in development)
 * bundles its own copy; context keys match by identity, so both instances share one key per process.
 */
const globalKey = Symbol.for('itinera.requestContext');
const holder = globalThis as { [globalKey]?: RouterContext<RequestContext> };

holder[globalKey] ??= createContext<RequestContext>();
export const requestContext: RouterContext<RequestContext> = holder[globalKey];
