import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { DestinationStream } from 'pino';
import type { ServerBuild } from 'react-router';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { createLogger, inRequestScope, type Logger, log, type RequestScope, requestLog } from './logger.ts';
import { appMetrics } from './metrics.ts';
import { pagePatterns, wordsOnly } from './routes.ts';

export type ObservabilityOptions = {
  /** Where the app's lines go instead of the process's log (standard output): a test reads them. */
  destination?: DestinationStream;
};

/** An incoming X-Request-Id is kept only when it is a short token of safe characters (a proxy's, such as nginx's $request_id). */
const safeRequestId = /^[\w.:-]{1,64}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export type Observability = ReturnType<typeof createObservability>;

/**
 * What an operator watches (docs/operations.md, "Logs and metrics"): a JSON line per request and
 * every error with its stack in the log, and Prometheus metrics at /metrics.
 */
export function createObservability(env: Env, database: Database, options: ObservabilityOptions = {}) {
  const logger: Logger = options.destination
    ? createLogger(env.LOG_LEVEL, options.destination)
    : log.child({}, { level: env.LOG_LEVEL });
  // Off unless asked for: nothing is counted that nobody can read.
  const metrics = env.METRICS_TOKEN || env.METRICS_PORT ? appMetrics(database) : null;
  const expected = env.METRICS_TOKEN ? sha256(`Bearer ${env.METRICS_TOKEN}`) : null;
  /** Whether `authorization` is the bearer of METRICS_TOKEN (or no token is asked for), compared in constant time. */
  const authorised = (authorization: string | null | undefined) =>
    expected === null || (authorization != null && timingSafeEqual(sha256(authorization), expected));
  /** Who asked, as the log may say it: the session's user id hashed with the server's secret, the same each time. */
  const hashedUser = (id: string) =>
    createHmac('sha256', env.AUTH_SECRET).update(`log-user:${id}`).digest('base64url').slice(0, 16);

  const metricsResponse = async () => {
    if (!metrics) return new Response('Not Found', { status: 404 });
    return new Response(await metrics.text(), {
      headers: { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' },
    });
  };

  /** The route a request is counted and logged under: never its ids, slugs, query or who asked. */
  const routeOf = async (c: Context, build: AppBuild) => {
    if (c.get('staticCacheControl')) return 'static';
    const matched = routePath(c);
    if (matched && matched !== '*' && matched !== '/*') {
      return matched.startsWith('/api/auth/') && matched.endsWith('*') ? wordsOnly(c.req.path) : matched;
    }
    return (await pagesOf(build))(c.req.path);
  };

  return {
    logger,
    /**
     * First in the app: gives the request its id (X-Request-Id, in the response too), runs the rest in
     * its scope so that every line logged meanwhile carries it, then logs one line and counts it.
     */
    requests(build: AppBuild): MiddlewareHandler {
      return async (c, next) => {
        const started = performance.now();
        const given = c.req.header('x-request-id');
        const reqId = given && safeRequestId.test(given) ? given : randomUUID();
        const scope: RequestScope = { log: logger.child({ reqId }) };
        await inRequestScope(scope, next);
        const seconds = (performance.now() - started) / 1000;
        try {
          c.res.headers.set('X-Request-Id', reqId);
        } catch {
          // A response with immutable headers (Response.redirect) is copied.
          c.header('X-Request-Id', reqId);
        }
        const route = await routeOf(c, build);
        const { status } = c.res;
        const cache = c.res.headers.get('x-cache');
        metrics?.request(c.req.method, route, status, seconds, cache);
        scope.log.info(
          {
            method: c.req.method,
            route,
            status,
            durationMs: Math.round(seconds * 10_000) / 10,
            ...(cache ? { cache } : {}),
            ...(scope.userId ? { user: hashedUser(scope.userId) } : {}),
          },
          'request',
        );
      };
    },
    /** GET /metrics on the site's own port: with the token's bearer only, and never when METRICS_PORT serves them. */
    metricsRoute: (async (c, next) => {
      if (!expected || env.METRICS_PORT || !authorised(c.req.header('authorization'))) return next();
      return metricsResponse();
    }) satisfies MiddlewareHandler,
    /** The server on METRICS_PORT: /metrics only (with the token's bearer when METRICS_TOKEN is set too). */
    async metricsFetch(request: Request): Promise<Response> {
      const { pathname } = new URL(request.url);
      if (pathname !== '/metrics' || request.method !== 'GET' || !authorised(request.headers.get('authorization'))) {
        return new Response('Not Found', { status: 404 });
      }
      return metricsResponse();
    },
    /** An error no handler expected: its stack in the log, once, and a bare 500 (the API answers its own: server/api.ts). */
    onError: ((error, c) => {
      if (error instanceof HTTPException) return error.getResponse();
      requestLog().error({ err: error }, `Unexpected error ${c.req.method} ${c.req.path}`);
      return c.text('Internal Server Error', 500);
    }) satisfies ErrorHandler,
  };
}

type AppBuild = ServerBuild | (() => Promise<ServerBuild>);

/** The page patterns of a build; in development each request may bring a new one (Vite's). */
const patternsByBuild = new WeakMap<ServerBuild, (pathname: string) => string>();
async function pagesOf(build: AppBuild) {
  const loaded = typeof build === 'function' ? await build().catch(() => null) : build;
  if (!loaded) return () => '/*';
  let patterns = patternsByBuild.get(loaded);
  if (!patterns) {
    patterns = pagePatterns(loaded);
    patternsByBuild.set(loaded, patterns);
  }
  return patterns;
}

/** Serves /metrics alone on METRICS_PORT (server/index.ts), for a scraper on a network the site's visitors do not reach. */
export function serveMetrics(observability: Observability, env: Env): Server | null {
  if (!env.METRICS_PORT) return null;
  const server = createServer(getRequestListener((request) => observability.metricsFetch(request)));
  server.listen(env.METRICS_PORT, env.HOST, () =>
    log.info(`Metrics at http://${env.HOST}:${env.METRICS_PORT}/metrics`),
  );
  return server;
}
