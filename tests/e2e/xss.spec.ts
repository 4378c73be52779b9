import type { Browser } from '@playwright/test';
import sharp from 'sharp';
import { emptyPostBody } from '#domain/schemas/post-body.ts';
import { searchPageSize } from '#domain/schemas/search.ts';
import { myTripsPageSize } from '#domain/schemas/trip.ts';
import { xssCorpus, xssText, xssTexts } from '../setup/xss-corpus.ts';
import { expect, type Page, test } from './fixtures.ts';
import { signedInNewUser } from './outbox.ts';
import {
  api,
  hostileBody,
  hostileProfile,
  hostileTrip,
  nth,
  postTexts,
  scriptHrefs,
  share,
  tripTexts,
} from './xss-records.ts';
import { expectInert, expectShown, findings, settled, visit, watch } from './xss-watch.ts';

/**
 * The XSS corpus through every text members write (issue 17 point 6, ADR 0051): saved as it is
 * through the API by the members allowed to, then every page that shows it opened in Chromium, in
 * both languages, signed out and as the members who see more. No payload may run, none may become
 * markup, and the words must show as words. The browser ignores the Content-Security-Policy here:
 * the pages themselves must keep the payloads inert; the policy is a second wall.
 */
test.use({ bypassCSP: true });

const stamp = Date.now().toString(36);
const names = xssTexts(50);

type Saved = { _id: string; slug: string; version: number };
/** A page to open, who opens it, and the words it must show. */
type Visit = [page: Page, path: string, shows: readonly string[]];

/** A page of its own that watches for payloads. */
const watchedPage = async (browser: Browser) => watch(await (await browser.newContext()).newPage());

/** A watched page signed in as a new member with the hostile name `name`. */
async function member(browser: Browser, baseURL: string | undefined, name: string, email: string) {
  const page = await watchedPage(browser);
  await signedInNewUser(page, baseURL as string, name, email);
  return page;
}

async function visitAll(visits: readonly Visit[]) {
  for (const [page, path, shows] of visits) {
    await visit(page, path);
    await expectShown(page, shows);
  }
}

/** A published trip of `author` with the corpus in every text; `index` picks the short texts it takes. */
async function publishedTrip(author: Page, index: number, word: string) {
  const title = nth(tripTexts.title, index);
  const created = await api<Saved>(author, 'POST', '/trip/create', { language: 'en', title }, 201);
  await api(author, 'PUT', `/trip/${created._id}`, hostileTrip(index, created.version, word));
  return api<Saved>(author, 'PATCH', `/trip/${created._id}/publish`);
}

test('trips and profiles stay text on every page that shows them', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const author = await member(browser, baseURL, nth(names, 0), `xss-author-${stamp}@example.org`);
  const admin = await member(browser, baseURL, nth(names, 1), 'xss-admin@example.org');
  const reader = await watchedPage(browser);
  const word = `xsstrips${stamp}`;
  const alias = `xss-author-${stamp}`;
  await api(author, 'PUT', '/user/profile/edit', hostileProfile(0, alias));

  // As many trips as the title needs to take every payload; the first one last, so that it is the newest.
  const trips: Saved[] = [];
  for (let index = tripTexts.title.length - 1; index >= 0; index--) {
    trips[index] = await publishedTrip(author, index, word);
  }
  const trip = trips[0] as Saved;
  const title = nth(tripTexts.title, 0);
  // Its German words are its English ones, saved as the German translation.
  const german = await api(author, 'GET', `/trip/${trip._id}?language=de`);
  await api(author, 'PUT', `/trip/${trip._id}`, { ...german, language: 'de' });
  // On the home page, the trip of the day's page and the search page's featured trips too.
  const today = new Date().toISOString().slice(0, 10);
  await api(admin, 'PUT', `/admin/trips/${trip._id}/featured`, { featured: true });
  await api(admin, 'PUT', `/admin/trip-of-the-day/${today}`, { trip: trip._id });

  await visit(reader, `/trips/${trip.slug}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectShown(reader, xssCorpus);
  // The map names its stations by script once it is scrolled to.
  const map = reader.getByRole('region', { name: 'Map of the route' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.route-map-label')).toHaveCount(hostileTrip(0, 1, word).places.length);
  await expect(map.locator('.route-map-label').first()).toHaveText(nth(tripTexts.name, 0));
  // Every tab's panel is in the page; each shows its words once chosen.
  for (const tab of ['Day by Day', 'Summary']) {
    await reader.getByRole('tab', { name: tab }).click();
    await expectShown(reader, xssCorpus);
  }
  await expectInert(reader);

  // Lists show a page of trips, the newest first.
  const [found, foundNext] = [tripTexts.title.slice(0, searchPageSize), tripTexts.title.slice(searchPageSize)];
  const [mine, mineNext] = [tripTexts.title.slice(0, myTripsPageSize), tripTexts.title.slice(myTripsPageSize)];
  await visitAll([
    [reader, `/de/trips/${trip.slug}`, [title, ...xssCorpus]],
    ...trips.slice(1).map((other, index): Visit => [reader, `/trips/${other.slug}`, [nth(tripTexts.title, index + 1)]]),
    [reader, `/search?q=${word}&sort=newest`, found],
    [reader, `/search?q=${word}&sort=newest&page=2`, foundNext],
    [reader, `/de/search?q=${word}&sort=newest`, found],
    [reader, '/', [title]],
    [reader, '/de', [title]],
    [reader, '/tripoftheday', [title]],
    [reader, '/de/tripoftheday', [title]],
    [reader, '/trips', []],
    [reader, `/${alias}`, [nth(names, 0), ...xssCorpus]],
    [reader, `/de/${alias}`, [nth(names, 0), ...xssCorpus]],
    [author, '/account/my-trips', mine],
    [author, '/account/my-trips?page=2', mineNext],
    [author, '/de/account/my-trips', mine],
    [author, `/trips/${trip.slug}`, xssCorpus],
    [author, '/account/profile', [nth(names, 0), ...xssCorpus]],
    [author, '/de/account/profile', [nth(names, 0), ...xssCorpus]],
    [admin, '/admin/trips', [title]],
    [admin, '/de/admin/trips', [title]],
    [admin, `/admin/trips?q=${encodeURIComponent(nth(xssTexts(100), 0))}`, []],
    [admin, `/admin/users?q=${alias}`, [nth(names, 0)]],
  ]);
  await visit(author, '/account/edit-profile');
  await expect(author.getByRole('textbox', { name: 'About me' })).toHaveValue(xssText);

  // The wizard, its steps drawn by React in the browser.
  await visit(author, `/de/trips/${trip._id}/edit?language=de&step=main`);
  await expect(author.getByRole('textbox', { name: /^Titel/ })).toHaveValue(title);
  await visit(author, `/trips/${trip._id}/edit?language=en&step=main`);
  for (const [step, id] of [
    ['Stations', 'stations'],
    ['Day by Day', 'days'],
    ['Summary', 'summary'],
  ]) {
    await author.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: step }).click();
    await expect(author).toHaveURL(new RegExp(`step=${id}$`));
    await settled(author);
    await expectInert(author);
  }

  // Reached from a card, the trip page is rendered by React in the browser.
  await visit(reader, `/search?q=${word}&sort=newest`);
  await reader.getByRole('main').getByRole('link', { name: title, exact: true }).first().click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await settled(reader);
  await expectInert(reader);
  await expectShown(reader, xssCorpus);

  await api(admin, 'DELETE', `/admin/trip-of-the-day/${today}`);
  for (const { _id } of trips) await api(author, 'DELETE', `/trip/${_id}`);
});

test('comments, reports and the team’s notes stay text on every page that shows them', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const author = await member(browser, baseURL, nth(names, 2), `xss-writer-${stamp}@example.org`);
  const commenter = await watchedPage(browser);
  const account = await signedInNewUser(
    commenter,
    baseURL as string,
    nth(names, 3),
    `xss-commenter-${stamp}@example.org`,
  );
  const admin = await member(browser, baseURL, nth(names, 4), 'xss-moderator@example.org');
  const reader = await watchedPage(browser);
  const alias = `xss-commenter-${stamp}`;
  await api(commenter, 'PUT', '/user/profile/edit', hostileProfile(1, alias));
  const trip = await publishedTrip(author, 1, `xsscomments${stamp}`);

  // Three comments whose addresses stay text, then one of a writer whose addresses are links, and replies.
  const comments: (Saved & { links: boolean })[] = [];
  for (let count = 0; count < 4; count++) {
    comments.push(await api(commenter, 'POST', '/comment/', { commentOn: trip._id, body: xssText }));
  }
  expect(comments.map((comment) => comment.links)).toEqual([false, false, false, true]);
  const replyTo = (comments[3] as Saved)._id;
  await api(commenter, 'POST', '/comment/', { commentOn: trip._id, body: xssText, replyTo });
  await api(author, 'POST', '/comment/', { commentOn: trip._id, body: xssText, replyTo });
  await api(commenter, 'PUT', `/trip/saved-trips/${trip._id}`);
  const reports = xssTexts(1000);
  await api(commenter, 'POST', `/trip/report-abuse/${trip._id}`, { reason: 'spam', comment: nth(reports, 0) });
  for (const [index, comment] of comments.slice(0, 2).entries()) {
    await api(author, 'POST', `/comment/report-abuse/${comment._id}`, {
      reason: 'offensive',
      comment: nth(reports, index),
    });
  }
  const name = nth(names, 3);
  await visitAll([
    [reader, `/trips/${trip.slug}`, [name, ...xssCorpus]],
    [reader, `/de/trips/${trip.slug}`, [name, ...xssCorpus]],
    [reader, `/${alias}`, [name, ...xssCorpus]],
    [reader, `/de/${alias}`, [name, ...xssCorpus]],
    [commenter, `/trips/${trip.slug}`, [name, ...xssCorpus]],
    [commenter, '/account/saved-trips', [nth(tripTexts.title, 1)]],
    [commenter, '/de/account/saved-trips', [nth(tripTexts.title, 1)]],
    [author, `/trips/${trip.slug}`, [name, ...xssCorpus]],
    [admin, '/admin/reports', [name, ...reports]],
    [admin, '/de/admin/reports', [name, ...reports]],
  ]);

  // What the team writes when it hides reaches the writers and the audit log.
  const notes = xssTexts(500);
  for (const [index, comment] of comments.slice(0, 3).entries()) {
    await api(admin, 'POST', `/admin/reports/comment/${comment._id}`, { action: 'hide', note: nth(notes, index) });
  }
  await visitAll([[commenter, `/trips/${trip.slug}`, notes]]);
  await api(admin, 'POST', `/admin/reports/trip/${trip._id}`, { action: 'hide', note: nth(notes, 0) });
  const { docs } = await api<{ docs: Saved[] }>(admin, 'GET', `/admin/users?q=${alias}`);
  await api(admin, 'PUT', `/admin/users/${docs[0]?._id}/block`, { reason: nth(notes, 1) });
  await visitAll([
    [author, `/trips/${trip.slug}`, [nth(notes, 0)]],
    [author, '/account/my-trips', [nth(notes, 0)]],
    [admin, '/admin/reports?state=hidden', notes],
    [admin, '/admin/audit', notes],
    [admin, '/de/admin/audit', notes],
    [admin, `/admin/users?q=${alias}`, [name, nth(notes, 1)]],
    [admin, `/de/admin/users?q=${alias}`, [name, nth(notes, 1)]],
  ]);
  // Signed out by the block, the commenter is told the reason on signing in again.
  await visit(commenter, '/signin');
  await commenter.getByRole('textbox', { name: 'E-mail address' }).fill(account.email);
  await commenter.getByLabel('Password', { exact: true }).fill(account.password);
  await commenter.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(commenter.getByText(/An admin has blocked this account/)).toBeVisible();
  await expectInert(commenter);
  await expectShown(commenter, [nth(notes, 1)]);
  await api(author, 'DELETE', `/trip/${trip._id}`);
});

test('magazine posts and newsletter issues stay text on every page that shows them', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const editor = await member(browser, baseURL, nth(names, 5), 'xss-editor@example.org');
  const reader = await watchedPage(browser);
  const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  const upload = await editor.request.post('/api/blog/editor/images', {
    headers: { origin: new URL(editor.url()).origin },
    multipart: { image: { name: 'figure.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(upload.status()).toBe(201);
  const { key } = await upload.json();
  const fields = (index: number, language: string) => ({
    language,
    title: nth(postTexts.title, index),
    excerpt: nth(postTexts.excerpt, index),
    category: 'travel',
    tags: share(postTexts.tag, index, 8),
    body: hostileBody(key),
  });
  const subjects = xssTexts(150);
  const issueFields = (index: number) => ({
    locale: 'en',
    subject: nth(subjects, index),
    intro: xssText,
    postIds: [post._id],
    tripIds: [],
  });

  const post = await api<Saved>(editor, 'POST', '/blog/editor/posts', fields(0, 'en'), 201);
  // A link's address may be no script, however it is written.
  for (const href of scriptHrefs) {
    await api(
      editor,
      'PUT',
      `/blog/editor/posts/${post._id}`,
      { ...fields(0, 'en'), body: hostileBody(key, href) },
      400,
    );
  }
  const translation = await api<Saved>(
    editor,
    'POST',
    '/blog/editor/posts',
    { ...fields(0, 'de'), translationOf: post._id },
    201,
  );
  // The translation first: the newest post always has one, as the magazine's own test expects.
  await api(editor, 'POST', `/blog/editor/posts/${translation._id}/publish`, {});
  let published = await api<Saved>(editor, 'POST', `/blog/editor/posts/${post._id}/publish`, {});
  let issue = await api<Saved>(editor, 'POST', '/admin/newsletter/issues', issueFields(0), 201);

  const title = nth(postTexts.title, 0);
  const card = [title, nth(postTexts.excerpt, 0)];
  const whole = [title, ...xssCorpus, ...postTexts.caption, nth(names, 5)];
  await visitAll([
    [reader, '/magazine', card],
    [reader, '/de/magazine', card],
    [reader, '/magazine/travel', card],
    [reader, `/blog/${published.slug}`, whole],
    [reader, `/de/blog/${translation.slug}`, whole],
    [editor, '/admin/posts', [title]],
    [editor, '/de/admin/posts', [title]],
    [editor, `/admin/posts/${post._id}/preview`, whole],
    [editor, '/admin/newsletter', [nth(subjects, 0)]],
    [editor, `/admin/newsletter/${issue._id}/edit`, []],
    [editor, `/newsletter/${issue._id}`, [nth(subjects, 0), ...xssCorpus, ...card]],
    [editor, `/de/newsletter/${issue._id}`, [nth(subjects, 0), ...xssCorpus, ...card]],
  ]);
  // Reached from the magazine, the post is rendered by React in the browser.
  await visit(reader, '/magazine');
  await reader.getByRole('link', { name: title, exact: true }).first().click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await settled(reader);
  await expectInert(reader);
  await expectShown(reader, whole);

  await visit(editor, `/admin/posts/${post._id}/edit`);
  await expect(editor.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await expect(editor.getByLabel('Title')).toHaveValue(title);
  await expectShown(editor, xssCorpus);
  await expectInert(editor);
  // Read again: the editor's autosave may have stored the document since.
  published = await api<Saved>(editor, 'GET', `/blog/editor/posts/${post._id}`);

  // Titles, excerpts and tags in turn, until each has taken every payload, with a body that the
  // pages above have shown already; then the issue's subjects.
  for (let index = 1; index < Math.max(postTexts.title.length, postTexts.excerpt.length); index++) {
    const changed = { ...fields(index, 'en'), body: emptyPostBody(), version: published.version };
    published = await api<Saved>(editor, 'PUT', `/blog/editor/posts/${post._id}`, changed);
    await visitAll([
      [reader, `/blog/${published.slug}`, [changed.title, changed.excerpt]],
      [reader, '/magazine', [changed.title, changed.excerpt]],
    ]);
  }
  for (let index = 1; index < subjects.length; index++) {
    issue = await api<Saved>(editor, 'PUT', `/admin/newsletter/issues/${issue._id}`, {
      ...issueFields(index),
      version: issue.version,
    });
    await visitAll([[editor, `/newsletter/${issue._id}`, [nth(subjects, index)]]]);
  }

  await api(editor, 'DELETE', `/admin/newsletter/issues/${issue._id}`);
  await api(editor, 'DELETE', `/blog/editor/posts/${post._id}`);
  await api(editor, 'DELETE', `/blog/editor/posts/${translation._id}`);
});

test('the watch sees payloads that run or become markup, the pages’ own policy aside', async ({ browser }) => {
  const page = await watchedPage(browser);
  const seen: string[] = [];
  const look = async () => {
    seen.push(...(await findings(page)));
    return seen;
  };
  // A document of the site without scripts of its own, under the site's policy.
  await page.goto('/api/health');
  await page.setContent(xssCorpus.join('\n'));
  await expect
    .poll(look)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^payload 1 ran/),
        expect.stringMatching(/^payload 2 ran/),
        '<a href="javascript:__xss(11)">',
        '<details ontoggle="__xss(14)">',
      ]),
    );
  await page.setContent(xssCorpus[19] as string);
  await expect.poll(look).toContainEqual(expect.stringMatching(/^payload 20 opened a dialog/));
});

test('words in an address stay text on the pages that echo them', async ({ browser }) => {
  const reader = await watchedPage(browser);
  for (const [index, query] of xssTexts(200).entries()) {
    await visit(reader, `${index === 0 ? '/de' : ''}/search?q=${encodeURIComponent(query)}`);
    await expect(reader.getByRole('searchbox', { name: /^(Search words|Suchbegriffe)$/ })).toHaveValue(query);
  }
  const scriptUrl = xssCorpus.find((payload) => payload.startsWith('javascript:')) as string;
  const webUrl = xssCorpus.find((payload) => payload.startsWith('https:')) as string;
  await visit(reader, `/forwarding?to=${encodeURIComponent(scriptUrl)}`, 400);
  await visit(reader, `/forwarding?to=${encodeURIComponent(webUrl)}`);
  await expectShown(reader, [new URL(webUrl).href]);
  for (const relay of [scriptUrl, `/search?q=${xssCorpus[0]}`]) {
    await visit(reader, `/signin?relay=${encodeURIComponent(relay)}`);
  }
  await visit(reader, `/contact?topic=${encodeURIComponent(xssText)}`);
  for (const path of ['', '/trips', '/blog']) await visit(reader, `${path}/${encodeURIComponent(xssText)}`, 404);
});
