import { readdirSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { SERVICE_WORKER_URL } from '#domain/offline.ts';
import { type ApiVariables, createApi } from './api.ts';
import { createAuth } from './auth/auth.ts';
import { authResponse } from './auth/auth-faults.ts';
import { clientHeaders } from './auth/client-ip.ts';
import { pageKeys, purgeSender } from './cache-purge.ts';
import { type Database, PAGES_CHANGED } from './db/client.ts';
import { diskSpace } from './disk-space.ts';
import { type Env, publicEnv } from './env.ts';
import { errorBody, statusHeaders } from './errors.ts';
import { appManifestRoutes } from './features/app-manifest/app-manifest.routes.ts';
import { forgetAfterWrites, responseCache } from './features/trips/response-cache.ts';
import { localeRedirect } from './locale-redirect.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { serveMedia } from './media/serve-media.ts';
import { sharedPagePolicy } from './middleware/content-security-policy.ts';
import { diskReserve } from './middleware/disk-reserve.ts';
import { requestBodyChecks } from './middleware/request-body.ts';
import { sameOrigin } from './middleware/same-origin.ts';
import { secureResponses } from './middleware/security-headers.ts';
import { log } from './observability/logger.ts';
import { createObservability, type Observability } from './observability/observe.ts';
import { pageCache } from './page-cache.ts';
import { withFaultStatus } from './page-faults.ts';
import { publicRequest } from './public-request.ts';
import { forgetRates } from './rates/exchange-rates.ts';
import { readerPages } from './reader-pages.ts';
import { type RenderedPage, requestContext } from './request-context.ts';
import { seoRoutes } from './seo/seo-routes.ts';
import { createStorage, type Storage } from './storage/index.ts';

export type AppOptions = {
  /** The React Router server build, or a loader for it (Vite's in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the built browser assets; unset in development, where Vite serves them. */
  clientDir?: string;
  mode?: 'production' | 'development';
  /** Where mail goes; by default SMTP_URL or the outbox folder. */
  mailer?: Mailer;
  /** Where images go; by default S3_* or DATA_DIR/media. */
  storage?: Storage;
  /** Its log and metrics (server/observability/observe.ts); by default made from `env`. */
  observability?: Observability;
};

/** The files of the client build outside `assets/`, as the addresses they are served at. */
function publicFilesIn(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .filter((address) => !address.startsWith('/assets/'));
}

export function createApp(env: Env, database: Database, options: AppOptions) {
  const mode = options.mode ?? (env.NODE_ENV === 'production' ? 'production' : 'development');
  const dev = mode === 'development' && !options.clientDir;
  const secure = env.PUBLIC_URL.startsWith('https://');
  // React Router and better-auth see every request at the one public origin (public-request.ts).
  const site = new URL(env.PUBLIC_URL).origin;
  const atPublicOrigin = (c: Context) => publicRequest(c, site, clientHeaders(c, env.TRUST_PROXY));
  const app = new Hono<{
    Variables: ApiVariables & {
      secureHeadersNonce?: string;
      staticCacheControl?: string;
      /** What the page's render left for the page cache. */
      rendered?: RenderedPage;
    };
  }>();

  // First: every request, a cached page's too, is logged and counted once (docs/operations.md).
  const observability = options.observability ?? createObservability(env, database);
  app.use(observability.requests(options.build));
  app.onError(observability.onError);
  app.get('/metrics', observability.metricsRoute);
  app.use(secureResponses(env, dev));
  app.use(compress());
  const mailer = options.mailer ?? createMailer(env);
  const auth = createAuth(env, database, mailer);
  const storage = options.storage ?? createStorage(env);
  const tripResponses = responseCache();
  app.use(async (c, next) => {
    c.set('env', env);
    c.set('database', database);
    c.set('auth', auth);
    c.set('mailer', mailer);
    c.set('storage', storage);
    c.set('tripResponses', tripResponses);
    await next();
  });
  app.use(forgetAfterWrites(tripResponses));

  // Writes from other sites are refused, by the API and the pages alike.
  app.use(sameOrigin(env.PUBLIC_URL));
  // Writes stop short of a full disk (disk-space.ts).
  const disk = diskSpace(env.DATA_DIR);
  app.use('/api/*', diskReserve(disk));
  app.use('/api/auth/*', ...requestBodyChecks);
  // /api/auth/is-author/{id} is ours (spec 7); everything else under /api/auth is better-auth's.
  app.on(['GET', 'POST'], '/api/auth/*', (c, next) =>
    c.req.path.startsWith('/api/auth/is-author/')
      ? next()
      : authResponse(() => auth.handler(atPublicOrigin(c)), database, c.req.raw),
  );
  app.route('/api', createApi());
  // Before the static files and the page cache: robots.txt, security.txt and the sitemap name PUBLIC_URL.
  app.route('/', seoRoutes(database, { publicUrl: env.PUBLIC_URL, operatorEmail: env.OPERATOR_EMAIL }));
  // The web app manifests and their icons, drawn from the favicon (ADR 0075).
  app.route('/', appManifestRoutes());

  if (options.clientDir) {
    const root = options.clientDir;
    // Hashed file names never change content; other public files (the favicon) may.
    const cacheFor = (value: string) =>
      serveStatic({ root, onFound: (_path, c) => c.set('staticCacheControl', value) });
    app.use('*', async (c, next) => {
      await next();
      const value = c.get('staticCacheControl');
      if (value) c.res.headers.set('Cache-Control', value);
    });
    app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'));
    app.get('/assets/*', (c) => c.json(errorBody('NOT_FOUND'), 404));
    // The build's other files (the favicon, robots' icons) are listed once: a page's address costs
    // no look on the disk, which was a fifth of a cached page's time.
    const publicFiles = new Set(publicFilesIn(root));
    const publicFile = cacheFor('public, max-age=3600');
    // A new service worker is taken up on the next visit, not an hour later (ADR 0076).
    const serviceWorker = cacheFor('no-cache');
    app.use('*', (c, next) => {
      if (!publicFiles.has(c.req.path)) return next();
      return (c.req.path === SERVICE_WORKER_URL ? serviceWorker : publicFile)(c, next);
    });
  }

  app.get('/media/:preset/:file', serveMedia(storage));
  app.get('/', localeRedirect(secure));

  const build = withFaultStatus(options.build, disk);
  const handle = createRequestHandler(build, mode);
  const exposed = publicEnv(env);
  const loadContext = (c: Context, rendered?: RenderedPage) => {
    const context = new RouterContextProvider();
    const nonce = c.get('secureHeadersNonce') ?? '';
    context.set(requestContext, { env, publicEnv: exposed, database, auth, mailer, storage, nonce, rendered });
    return context;
  };
  const render = async (c: Context, request: Request) => {
    const rendered: RenderedPage = {};
    const response = await handle(request, loadContext(c, rendered));
    // React Router does not pass on the headers of the 503 a loader threw (page-faults.ts).
    for (const [name, value] of Object.entries(statusHeaders(response.status))) response.headers.set(name, value);
    // What the page shows, for a proxy to purge by; the page cache keeps it on shared pages only (ADR 0069).
    if (response.status === 200) response.headers.set('xkey', pageKeys(rendered.loaderData, rendered.keys).join(' '));
    return { response, rendered };
  };
  const pages = pageCache({
    policy: sharedPagePolicy(env),
    onChange: (forget) => {
      database
        .listen(PAGES_CHANGED, () => {
          forget();
          tripResponses.forget();
          // A refresh of the exchange rates is one such change: pages are rendered anew with the new ones.
          forgetRates(database.db);
        })
        .then(tripResponses.listening)
        .catch((error) => log.warn(`Pages will not be renewed on changes: ${error.message}`));
    },
    purge: purgeSender(env.CACHE_PURGE_URLS),
    readers: readerPages({ build, render, loadContext, site, trustProxy: env.TRUST_PROXY }),
  });
  app.use('*', pages.middleware);

  app.all('*', async (c) => {
    const { response, rendered } = await render(c, atPublicOrigin(c));
    c.set('rendered', rendered);
    return response;
  });

  return app;
}
