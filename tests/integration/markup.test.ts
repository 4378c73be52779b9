import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryUrl } from '#domain/blog.ts';
import type { Locale } from '#domain/locale.ts';
import { newsletterConsentVersion } from '#domain/schemas/newsletter.ts';
import { newId } from '#server/db/new-id.ts';
import { comment, newsletterSubscriber, post, trip, user } from '#server/db/schema/index.ts';
import { unsubscribeToken } from '#server/mail/unsubscribe-token.ts';
import { confirmationToken } from '#server/newsletter/confirmation-token.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { expectConsoleError } from '#tests/setup/guards.ts';
import { publishedTrip } from '#tests/setup/published-trip.ts';
import { createDemoApp, postForm, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Every page template, in English and German, through the Nu HTML checker (vnu.jar from the
 * `vnu-jar` package, run by the system's Java): the pages are rendered by the real app on the demo
 * content, written to one folder and checked in a single run of the checker, as starting Java
 * costs more than checking a page.
 */

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;

type Who = 'visitor' | 'member' | 'admin';
/** One page as a reader reaches it: `de` when the German address is not just `/de` before the English one. */
type Page = { path: string; de?: string; who?: Who; status?: number; form?: Record<string, string> };

let t: TestApp;
const cookies: Record<Who, string> = { visitor: '', member: '', admin: '' };
let pages: Page[] = [];

const german = (site: string) => (site === '/' ? '/de' : `/de${site}`);

/** The site's API as a signed-in user calls it; anything but success stops the set-up. */
const api = async (who: Who, method: string, target: string, body?: unknown) => {
  const response = await t.request(`/api${target}`, {
    method,
    headers: { cookie: cookies[who], ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${target} answered ${response.status}: ${await response.text()}`);
  return response.json();
};

beforeAll(async () => {
  t = await createDemoApp({ ADMIN_EMAILS: 'boss@example.org', ENABLE_TEST_ROUTES: '1' });
  cookies.admin = await verifiedUser(t, 'boss@example.org', 'Boss');
  cookies.member = await verifiedUser(t, 'ana@example.org', 'Ana Lima');
  const { db } = t.database;
  const secret = t.env.AUTH_SECRET;

  // A member with a public profile, a published trip, a draft, a saved trip, a comment and a report.
  await api('member', 'PUT', '/user/profile/edit', { alias: 'ana', location: 'Porto' });
  const own = await publishedTrip((method, path, body) => api('member', method, path, body));
  await api('member', 'POST', '/trip/create', { language: 'en', title: 'A draft' });
  // A demo trip with comments (and ratings, saves), one of them reported.
  const [commented] = await db
    .select({ id: comment.id, tripId: trip.id, slug: trip.slug })
    .from(comment)
    .innerJoin(trip, eq(trip.id, comment.tripId))
    .where(and(isNotNull(comment.body), eq(trip.status, 'published')))
    .limit(1);
  if (!commented) throw new Error('The demo content has no comments');
  const demoTrip = { _id: commented.tripId, slug: commented.slug };
  await api('member', 'PUT', `/trip/saved-trips/${demoTrip._id}`);
  await api('member', 'POST', '/comment/', { commentOn: demoTrip._id, body: 'Did it in May: lovely.' });
  await api('member', 'POST', `/comment/report-abuse/${commented.id}`, { reason: 'spam', comment: 'Adverts' });
  // The audit log gets an entry.
  await api('admin', 'PUT', `/admin/trips/${demoTrip._id}/featured`, { featured: true });

  const published = (language: Locale) =>
    db
      .select({ id: post.id, slug: post.slug, category: post.category })
      .from(post)
      .where(and(eq(post.status, 'published'), eq(post.language, language)))
      .orderBy(desc(post.publishAt))
      .limit(1);
  const [enPost] = await published('en');
  const [dePost] = await published('de');
  const compose = (locale: string, postId?: string) =>
    api('admin', 'POST', '/admin/newsletter/issues', {
      locale,
      subject: 'Autumn trips',
      intro: 'Dear readers,\n\nthe leaves are turning.',
      postIds: [postId],
      tripIds: [demoTrip._id],
    });
  const issue = await compose('en', enPost?.id);
  const deIssue = await compose('de', dePost?.id);

  const subscriber = newId();
  await db.insert(newsletterSubscriber).values({
    id: subscriber,
    email: 'reader@example.org',
    locale: 'en',
    status: 'pending',
    consentAt: new Date(),
    consentSource: 'form',
    consentVersion: newsletterConsentVersion,
    consentIpHash: 'test',
  });
  const [member] = await db.select({ id: user.id }).from(user).where(eq(user.email, 'ana@example.org'));

  pages = [
    // The site's own pages, and the forms of signing up and in, empty and refused.
    ...[
      '/',
      '/about',
      '/faq',
      '/contact',
      '/imprint',
      '/privacy-policy',
      '/terms-of-use',
      '/share-info',
      '/offline',
    ].map((site) => ({ path: site })),
    { path: '/forwarding?to=https%3A%2F%2Fexample.org%2F' },
    { path: '/forwarding', status: 400 },
    { path: '/register' },
    { path: '/register', form: { email: 'not an address' }, status: 400 },
    { path: '/register/almost-complete?email=new%40example.org' },
    { path: '/verify-email' },
    { path: '/verify-email?error=INVALID_TOKEN' },
    { path: '/verify-email', who: 'member' },
    { path: '/signin' },
    { path: '/signin', form: { email: 'ana@example.org', password: 'wrong password' }, status: 401 },
    { path: '/signin/second-factor' },
    { path: '/signin/second-factor', form: { code: '' }, status: 400 },
    { path: '/signing-out', who: 'member' },
    { path: '/recover' },
    { path: '/recover/new-password?token=abc' },
    { path: '/recover/new-password?error=INVALID_TOKEN' },
    { path: '/contact', form: { email: 'x' }, status: 400 },
    // Links of mails.
    { path: `/unsubscribe/comments?token=${unsubscribeToken(secret, member?.id ?? '')}` },
    { path: '/unsubscribe/comments?token=forged', status: 404 },
    { path: `/unsubscribe/newsletter?token=${unsubscribeToken(secret, subscriber, 'newsletter')}` },
    { path: '/registration-newsletter' },
    { path: `/confirmation-newsletter?token=${confirmationToken(secret, subscriber)}` },
    { path: '/confirmation-newsletter?token=forged', status: 404 },
    // Trips, search, the magazine and profiles.
    { path: '/trips' },
    { path: '/trips?page=2' },
    { path: '/search' },
    { path: '/search?q=lisbon' },
    { path: '/tripoftheday' },
    { path: `/trips/${demoTrip.slug}` },
    { path: `/trips/${demoTrip.slug}`, who: 'member' },
    { path: `/trips/${demoTrip.slug}`, who: 'admin' },
    { path: `/trips/${own.slug}`, who: 'member' },
    { path: '/magazine' },
    { path: `/magazine/${categoryUrl(enPost?.category ?? 'travel')}` },
    { path: `/blog/${enPost?.slug}`, de: `/de/blog/${dePost?.slug}` },
    { path: '/lena' },
    { path: '/ana', who: 'member' },
    // The member's own pages and the trip wizard.
    { path: '/account/profile', who: 'member' },
    { path: '/account/edit-profile', who: 'member' },
    { path: '/account/setting', who: 'member' },
    { path: '/account/second-factor', who: 'member' },
    { path: '/account/my-trips', who: 'member' },
    { path: '/account/saved-trips', who: 'member' },
    { path: '/trips/create', who: 'member' },
    { path: `/trips/${own._id}/edit`, who: 'member' },
    // The admin area and the newsletter's web version.
    { path: '/admin/reports', who: 'admin' },
    { path: '/admin/users', who: 'admin' },
    { path: '/admin/trips', who: 'admin' },
    { path: '/admin/posts', who: 'admin' },
    { path: '/admin/posts/new', who: 'admin' },
    { path: `/admin/posts/${enPost?.id}/edit`, who: 'admin' },
    { path: `/admin/posts/${enPost?.id}/preview`, who: 'admin' },
    { path: '/admin/newsletter', who: 'admin' },
    { path: '/admin/newsletter/new', who: 'admin' },
    { path: `/admin/newsletter/${issue._id}/edit`, who: 'admin' },
    { path: `/newsletter/${issue._id}`, de: `/de/newsletter/${deIssue._id}`, who: 'admin' },
    { path: '/admin/audit', who: 'admin' },
    // Error pages.
    { path: '/not-found', status: 404 },
    { path: '/no-such-alias', status: 404 },
    { path: '/no/such/page', status: 404 },
    { path: '/__e2e/server-error', status: 500 },
  ];
}, 180_000);
afterAll(() => t.dispose());

/** Every route with a template of its own (not a layout, redirect or feed), by id. */
function templateRoutes() {
  const all = Object.values(build.routes).filter((route) => route !== undefined);
  const parents = new Set(all.map((route) => route.parentId));
  return all.filter((route) => !parents.has(route.id) && route.module.default).map((route) => route.id);
}

/** The app's routes, nested as its router nests them. */
const routeTree = (() => {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const nodes = new Map(
    routes.map((route) => [
      route.id,
      route.index
        ? { id: route.id, index: true as const }
        : { id: route.id, path: route.path, children: [] as RouteObject[] },
    ]),
  );
  for (const route of routes) {
    const node = nodes.get(route.id);
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (node) parent?.children?.push(node);
  }
  return routes.filter((route) => !route.parentId).flatMap((route) => nodes.get(route.id) ?? []);
})();

/** The route id whose template answers `site`, as the app's router matches it. */
const templateOf = (site: string) => matchRoutes(routeTree, new URL(site, 'http://x').pathname)?.at(-1)?.route.id;

/**
 * The page without the text of its `<style>` elements (the inline Tailwind stylesheet, half of
 * every page): its CSS is not judged (see checkMarkup), and checking it would take the checker
 * three times as long as the markup does.
 */
const withoutStylesheets = (html: string) => html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2');

type VnuMessage = {
  type: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/**
 * Runs the checker once over `dir`. Its CSS checker predates Tailwind 4 (nesting, `@layer`,
 * `oklch()`...) and reports modern CSS as errors: only the markup is judged, so its CSS messages
 * are dropped.
 */
function checkMarkup(dir: string): VnuMessage[] {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0)
    throw new Error(
      'Java is missing: the Nu HTML checker needs it. Install it with `apt-get install default-jre-headless`.',
    );
  // Language detection only ever warns, and warnings are not asked for.
  const options = ['--errors-only', '--no-langdetect', '--format', 'json', '--skip-non-html'];
  const run = spawnSync('java', ['-jar', vnuJar, ...options, dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  // The checker exits 1 when it found errors; its report is on stderr either way.
  if (run.error || !run.stderr.trimStart().startsWith('{'))
    throw new Error(`The Nu HTML checker failed: ${run.error?.message ?? run.stderr}`);
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return messages.filter((message) => !message.message.startsWith('CSS:'));
}

describe('markup', () => {
  it('every page template in both languages has no error for the Nu HTML checker', async () => {
    expectConsoleError(); // the 500 page's deliberate failure is logged
    const dir = mkdtempSync(path.join(tmpdir(), 'itinera-markup-'));
    const files = new Map<string, string>();
    const covered = new Set<string>();
    const wrong: string[] = [];
    try {
      const addresses = pages.flatMap((page) => [
        { ...page, site: page.path },
        { ...page, site: page.de ?? german(page.path) },
      ]);
      for (const [n, { site, who = 'visitor', status = 200, form }] of addresses.entries()) {
        const cookie = [cookies[who], 'lang=en'].filter(Boolean).join('; ');
        const response = form
          ? await postForm(t, site, cookie, form)
          : await t.request(site, { headers: { cookie }, redirect: 'manual' });
        const label = `${form ? 'POST ' : ''}${site} (${who})`;
        if (response.status !== status || !response.headers.get('content-type')?.startsWith('text/html')) {
          wrong.push(`${label} answered ${response.status} ${response.headers.get('content-type')}`);
          continue;
        }
        const file = `${String(n).padStart(3, '0')}.html`;
        writeFileSync(path.join(dir, file), withoutStylesheets(await response.text()));
        files.set(file, label);
        covered.add(templateOf(site) ?? site);
      }
      expect(wrong).toEqual([]);
      expect(templateRoutes().filter((id) => !covered.has(id))).toEqual([]);

      // The same error on many pages (the layout's) is listed once, with every page it is on.
      const errors = new Map<string, string[]>();
      for (const message of checkMarkup(dir)) {
        const page = files.get(path.basename(new URL(message.url).pathname)) ?? message.url;
        const what = `${message.message}${message.extract ? `\n    ${message.extract.trim()}` : ''}`;
        errors.set(what, [...(errors.get(what) ?? []), `${page} line ${message.lastLine}:${message.firstColumn}`]);
      }
      const report = [...errors].map(([what, where]) => `${what}\n    on ${where.join(', ')}`).join('\n');
      expect(errors.size, `The Nu HTML checker found errors:\n${report}`).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
