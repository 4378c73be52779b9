import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comment, user } from '#server/db/schema/index.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, newestPublished, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let ana = '';
let ben = '';
let tripId = '';
let path = '';
/** The elements the comments section is made of; a comment adds none. */
const allowedTags = new Set([
  '<section',
  '<h2',
  '<div',
  '<form',
  '<input',
  '<label',
  '<p',
  '<textarea',
  '<button',
  '<ol',
  '<li',
  '<span',
  '<article',
  '<a',
  '<time',
  '<details',
  '<summary',
  '<fieldset',
  '<legend',
]);

const page = async (target: string, cookie = '') =>
  (await t.request(target, { headers: cookie ? { cookie } : {} })).text();
const post = (cookie: string, fields: Record<string, string>) => postForm(t, path, cookie, { trip: tripId, ...fields });

beforeAll(async () => {
  t = await createDemoApp({ TRUST_PROXY: '1' });
  ana = await verifiedUser(t, 'ana@example.org', 'Ana');
  ben = await verifiedUser(t, 'ben@example.org', 'Ben');
  const [first] = await newestPublished(t);
  tripId = first?.id ?? '';
  path = `/trips/${first?.slug ?? ''}`;
});
afterAll(() => t.dispose());

describe('comments on the trip page', () => {
  it('ask signed-out readers to sign in, with a link back to the form, in both languages', async () => {
    const english = await page(path);
    expect(english).toContain('Please log in to leave a comment');
    expect(english).toContain(`/signin?relay=${encodeURIComponent(`${path}#new-comment`)}`);
    expect(english).toContain('No comments yet.');
    const german = await page(`/de${path}`);
    expect(german).toContain('Bitte melde dich an, um einen Kommentar zu schreiben');
    expect(german).toContain(`/de/signin?relay=${encodeURIComponent(`/de${path}#new-comment`)}`);
  });

  it('are written with the plain form and land on the new comment, which anyone then reads', async () => {
    expect(await page(path, ana)).toContain('Your comment');
    const posted = await post(ana, { intent: 'comment', body: 'Took the early train, worth it.' });
    expect(posted.status).toBe(302);
    const [row] = await t.database.db
      .select()
      .from(comment)
      .where(eq(comment.authorId, await idOf('Ana')));
    expect(posted.headers.get('location')).toBe(`${path}#comment-${row?.id}`);
    expect(posted.headers.get('set-cookie')).toContain('comments.posted');
    // Signed-out readers share a page cached for half a minute; a member sees it at once.
    expect(await page(path, ben)).toContain('Took the early train, worth it.');
  });

  it('keep what was typed and name the problem at the field when refused', async () => {
    const long = `Too long ${'x'.repeat(2000)}`;
    const refused = await post(ana, { intent: 'comment', body: long });
    expect(refused.status).toBe(200);
    const html = await refused.text();
    expect(html).toContain('No more than 2000 characters can be entered here');
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Too long x+<\/textarea>/);
    const german = await postForm(t, `/de${path}`, ana, { trip: tripId, intent: 'comment', body: '  ' });
    expect(await german.text()).toContain('Kommentar ist ein Pflichtfeld');
  });

  it('check the form with the API’s own schema: a reply to no comment is refused, not posted as a new thread', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(comment);
    const refused = await post(ana, { intent: 'comment', body: 'Replying to nothing', replyTo: 'not-a-comment' });
    expect(refused.status).toBe(200);
    const html = await refused.text();
    expect(html).toContain('The reply field is not valid');
    expect(html).toMatch(/<textarea[^>]*>Replying to nothing<\/textarea>/);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(comment);
    expect(after).toEqual(before);
  });

  it('render any markup inert and link only web addresses, marked as user content', async () => {
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
      'javascript:alert(3)',
      '[click](javascript:alert(4))',
      'https://example.org/"><svg onload=alert(5)>',
      '<a href="https://evil.example">six</a>',
    ];
    expect((await post(ben, { intent: 'comment', body: 'Mine at https://ben.example/' })).status).toBe(302);
    for (const body of corpus) expect((await post(ben, { intent: 'comment', body })).status).toBe(302);
    // Ben's account is new: his first addresses stay text. Ana's, made old enough, links.
    await t.database.db.update(user).set({ createdAt: sql`now() - interval '30 days'` }).where(eq(user.name, 'Ana'));
    expect((await post(ana, { intent: 'comment', body: 'More at https://example.org/guide. Enjoy!' })).status).toBe(
      302,
    );
    const html = await page(path, ben);
    const section = html.slice(
      html.indexOf('<section id="comments"'),
      html.indexOf('</section>', html.indexOf('id="comments"')),
    );
    expect(section).toContain('<img src=x onerror=alert(2)>'.replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
    // No element but the page's own, no handler attribute, no script address.
    expect(section.match(/<[a-z][a-z0-9]*/g)?.filter((tag) => !allowedTags.has(tag))).toEqual([]);
    expect(section).not.toMatch(/<[^>]*\son[a-z]+=|href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      '<a href="https://example.org/guide" rel="nofollow ugc noopener" class="break-all font-medium text-teal-800',
    );
    // Written markup shows as text; its address is linked as written, never behind other words.
    expect(section).toContain('&lt;a href=&quot;<a href="https://evil.example" rel="nofollow ugc noopener"');
    expect(section).toContain('>https://evil.example</a>&quot;&gt;six&lt;/a&gt;');
    expect(html).not.toContain('href="https://ben.example/"');
    expect(html).toContain('Mine at https://ben.example/');
  });

  it('are changed and deleted by their writer with plain forms', async () => {
    const [row] = await t.database.db.select().from(comment).where(eq(comment.body, 'Took the early train, worth it.'));
    const id = row?.id ?? '';
    expect((await post(ben, { intent: 'edit-comment', comment: id, body: 'Mine' })).status).toBe(403);
    const edited = await post(ana, { intent: 'edit-comment', comment: id, body: 'Took the 6:40 train, worth it.' });
    expect(edited.status).toBe(302);
    expect(await page(path, ben)).toContain('Took the 6:40 train, worth it.');
    const replied = await post(ben, { intent: 'comment', replyTo: id, body: 'Same here!' });
    expect(replied.status).toBe(302);
    const deleted = await post(ana, { intent: 'delete-comment', comment: id });
    expect(deleted.headers.get('location')).toBe(`${path}#comments`);
    const html = await page(path, ben);
    expect(html).toContain('Comment deleted');
    expect(html).toContain('Show 1 reply');
    expect(html).not.toContain('Took the 6:40 train');
    expect((await post(ana, { intent: 'delete-comment', comment: 'not an id' })).status).toBe(404);
  });

  it('show ten threads in the HTML and append the next ten with "Show more comments"', async () => {
    for (let n = 1; n <= 5; n += 1) await post(ana, { intent: 'comment', body: `Note ${n}` });
    const first = await page(path, ben);
    expect(first.match(/<li id="comment-/g)?.length).toBe(10);
    expect(first).toContain('Show more comments');
    expect(first).toContain('?comments=2#comments-page-2');
    const more = await page(`${path}?comments=2`, ben);
    expect(more).toContain('id="comments-page-2"');
    expect(more).not.toContain('Show more comments');
  });
});

async function idOf(name: string) {
  const [found] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.name, name));
  return found?.id ?? '';
}
