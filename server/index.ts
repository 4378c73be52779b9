import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { createDb } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { ConfigError, type Env, loadEnv } from './env.ts';
import { deliverCommentMails } from './features/comments/comment-mails.ts';
import { deliverNewsletter } from './features/newsletter-issues/newsletter-delivery.ts';
import { indexUnindexedTrips } from './features/trips/trip-search-document.ts';
import { createMailer } from './mail/mailer.ts';
import { log } from './observability/logger.ts';
import { createObservability, serveMetrics } from './observability/observe.ts';
import { loadServerBuild } from './production-build.ts';
import { refreshRatesDaily } from './rates/exchange-rates.ts';
import { routeLegsInBackground } from './routing/route-fetcher.ts';
import { siteServer } from './site-server.ts';
import { createStorage } from './storage/index.ts';

const dev = process.argv.includes('--dev');

function readConfig(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readConfig();
log.level = env.LOG_LEVEL;
const database = createDb(env);
await database.migrate();
const storage = createStorage(env);
const mailer = createMailer(env);
if (await seedIfEmpty(database.db, env.DEMO_CONTENT, { storage })) log.info('Loaded the demo content.');
// Trips saved before search existed get their search documents once (ADR 0030).
await indexUnindexedTrips(database.db);

const observability = createObservability(env, database);
const buildDir = path.resolve('build');
let closeVite = async () => {};
let listener: (req: IncomingMessage, res: ServerResponse) => void;

if (dev) {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ server: { middlewareMode: true }, appType: 'custom' });
  closeVite = () => vite.close();
  const app = createApp(env, database, {
    storage,
    mode: 'development',
    mailer,
    observability,
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  });
  const honoListener = getRequestListener(app.fetch);
  listener = (req, res) => vite.middlewares(req, res, () => void honoListener(req, res));
} else {
  const build = await loadServerBuild(buildDir);
  const app = createApp(env, database, {
    mode: 'production',
    mailer,
    build,
    clientDir: path.join(buildDir, 'client'),
    storage,
    observability,
  });
  const honoListener = getRequestListener(app.fetch);
  listener = (req, res) => void honoListener(req, res);
}

const server = siteServer(listener);
server.listen(env.PORT, env.HOST, () => {
  log.info(`Itinera listens on ${env.PUBLIC_URL} (${database.kind}${dev ? ', development' : ''})`);
});
const metricsServer = serveMetrics(observability, env);

// Digests of comments that waited out their hour; every instance may run it, a notice goes out once.
const commentMails = setInterval(() => {
  deliverCommentMails(database.db, mailer, env).catch((error: unknown) =>
    log.error({ err: error }, 'Mails about comments could not be delivered.'),
  );
}, 60_000);
commentMails.unref();

// Newsletter issues being sent, at the configured rate; the instances share it through the database (ADR 0042).
// Shutting down lets the mail in hand finish, so only a crash leaves one "interrupted".
let newsletterRound: Promise<unknown> = Promise.resolve();
const newsletterMails = setInterval(() => {
  newsletterRound = deliverNewsletter(database.db, mailer, env, {
    budget: env.NEWSLETTER_MAILS_PER_MINUTE,
    stop: () => stopping,
  }).catch((error: unknown) => log.error({ err: error }, 'The newsletter could not be delivered.'));
}, 60_000);
newsletterMails.unref();

// The ECB's reference rates, fetched once a day into the database that every instance reads (ADR 0081).
const stopRates = env.ECB_RATES_URL ? refreshRatesDaily(database.db, env.ECB_RATES_URL) : () => {};

// The legs' routes from ROUTING_URL, fetched once per leg into the database every instance reads (ADR 0082).
const stopRouting = routeLegsInBackground(database.db, env);

let stopping = false;
async function shutdown(reason: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(commentMails);
  clearInterval(newsletterMails);
  stopRates();
  // The leg being asked is finished; no other is begun.
  const routingStopped = stopRouting();
  log.info(`${reason}, closing.`);
  metricsServer?.close();
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), 5000).unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeVite();
  await newsletterRound;
  await routingStopped;
  await database.close();
  process.exit();
}
process.on('SIGTERM', () => void shutdown('SIGTERM received'));
process.on('SIGINT', () => void shutdown('SIGINT received'));
// PGlite stopped after a PANIC (a full disk): requests meanwhile are answered 503, and the process
// ends with an error so that its service manager starts it again; the new one recovers from the WAL
// once there is room (ADR 0049).
void database.stopped.then((panic) => {
  log.fatal({ err: panic }, 'The embedded database stopped');
  process.exitCode = 1;
  void shutdown('The embedded database stopped');
});
