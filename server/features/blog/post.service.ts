import { and, count, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { BlogCategory } from '#domain/blog.ts';
import { isPrivateCategory, readingMinutes } from '#domain/blog.ts';
import type { Locale } from '#domain/locale.ts';
import { paginatorOf } from '#domain/schemas/paginator.ts';
import { type PostInput, type PostPage, type PostView, postLimits } from '#domain/schemas/post.ts';
import { bodyImageKeys, bodyText } from '#domain/schemas/post-body.ts';
import { slugWords } from '#domain/slug.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/new-id.ts';
import { isLive, isPublicPost } from '../../db/public-post.ts';
import { post, user, userProfile } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertOwnImages, releaseImages } from '../../media/image-ownership.ts';
import type { MediaDeps } from '../../media/media.service.ts';
import { type PostRow, presentCard, presentPost, type TranslationRow } from './post.presenter.ts';

/** The magazine's team member acting: admins and editors (ADR 0040). */
export type Editor = { userId: string; locale: Locale };

/** Who reads: the magazine's team also sees the private category. */
export type Reader = { team: boolean };

const readable = (reader: Reader) => (reader.team ? isLive() : isPublicPost());

const postNotFound = () => new AppError('NOT_FOUND', 'No such post.');

const selectRows = (db: Db) =>
  db
    .select({ post, name: user.name, alias: userProfile.alias })
    .from(post)
    .leftJoin(user, eq(user.id, post.authorId))
    .leftJoin(userProfile, eq(userProfile.userId, post.authorId));

type Listing = { language: 'en' | 'de'; category?: BlogCategory | undefined; page: number; perPage?: number };

/** One page of the posts `where` picks, in `order`, with the paginator's count. */
async function pagedPosts(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  perPage: number,
): Promise<PostPage> {
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(post).where(where),
  ]);
  return { docs: rows.map(presentCard), paginator: paginatorOf(page, total?.n ?? 0, perPage) };
}

/** A page of a language's live posts, newest first, all or of one category. */
export function magazinePage(db: Db, reader: Reader, listing: Listing): Promise<PostPage> {
  const where = and(
    readable(reader),
    eq(post.language, listing.language),
    listing.category ? eq(post.category, listing.category) : undefined,
  );
  const order = [desc(post.publishAt), desc(post.id)];
  return pagedPosts(db, where, order, listing.page, listing.perPage ?? postLimits.perPage);
}

/** The translation a post names, or the one naming it. */
async function translationOf(db: Db, row: typeof post.$inferSelect, reader: Reader): Promise<TranslationRow | null> {
  const [found] = await db
    .select({ id: post.id, slug: post.slug, language: post.language, live: sql<boolean>`${readable(reader)}` })
    .from(post)
    .where(
      and(ne(post.id, row.id), row.translationOf ? eq(post.id, row.translationOf) : eq(post.translationOf, row.id)),
    )
    .limit(1);
  return found ?? null;
}

/** A live post by its slug, for readers; 404 for drafts, posts to come and, but to the team, the private category. */
export async function publicPost(db: Db, reader: Reader, slug: string): Promise<PostView> {
  const [row] = await selectRows(db).where(and(eq(post.slug, slug), readable(reader)));
  if (!row) throw postNotFound();
  return presentPost(row, await translationOf(db, row.post, reader));
}

/** Any post by id, for the editor. */
export async function editorPost(db: Db, id: string): Promise<PostView> {
  const [row] = await selectRows(db).where(eq(post.id, id));
  if (!row) throw postNotFound();
  return presentPost(row, await translationOf(db, row.post, { team: true }));
}

/** Every post for the editor's table, last changed first; `q` searches titles. */
export function editorPosts(db: Db, page: number, q = ''): Promise<PostPage> {
  const where = q ? sql`${post.title} ILIKE ${`%${q.replace(/[\\%_]/g, '\\$&')}%`}` : undefined;
  return pagedPosts(db, where, [desc(post.updatedAt), desc(post.id)], page, 20);
}

/** A free slug: the wanted one, or the title's words, with `-2`, `-3`… when taken by another post. */
async function freeSlug(db: Db, wanted: string, id: string | null): Promise<string> {
  const base = wanted || 'post';
  const taken = await db
    .select({ slug: post.slug })
    .from(post)
    .where(and(or(eq(post.slug, base), sql`${post.slug} LIKE ${`${base}-%`}`), id ? ne(post.id, id) : undefined));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The translation named must be another post in the other language that translates nothing itself. */
async function checkTranslation(db: Db, input: PostInput, id: string | null): Promise<void> {
  if (!input.translationOf) return;
  const [original] = await db
    .select({ language: post.language, translationOf: post.translationOf })
    .from(post)
    .where(eq(post.id, input.translationOf));
  if (!original || input.translationOf === id || original.language === input.language || original.translationOf) {
    const message = 'Choose a post in the other language that is not a translation itself.';
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'translationOf', message }]);
  }
}

const fieldsOf = (input: PostInput, slug: string) => ({
  slug,
  language: input.language,
  title: input.title,
  excerpt: input.excerpt,
  coverImage: input.cover,
  body: input.body,
  category: input.category,
  tags: [...new Set(input.tags)],
  translationOf: input.translationOf,
  readingMinutes: readingMinutes(bodyText(input.body).split(/\s+/).filter(Boolean).length),
});

type Pictures = Pick<PostInput, 'cover' | 'body'>;

/** The pictures a post shows, for the upload pipeline's ownership and clean-up. */
const postImageKeys = (pictures: Pictures) => [
  ...(pictures.cover ? [pictures.cover] : []),
  ...bodyImageKeys(pictures.body),
];

/** A post names only pictures its editor uploaded, or ones it named before (ADR 0024). */
const assertPictures = (db: Db, editor: Editor, before: Pictures | null, after: Pictures) =>
  assertOwnImages(
    db,
    { writer: editor.userId, before: before ? postImageKeys(before) : [], after: postImageKeys(after) },
    { locale: editor.locale, field: 'cover' },
  );

/** A new draft by an editor. */
export async function createPost({ db }: MediaDeps, editor: Editor, input: PostInput): Promise<PostView> {
  await checkTranslation(db, input, null);
  await assertPictures(db, editor, null, input);
  const id = newId();
  const slug = await freeSlug(db, input.slug || slugWords(input.title), null);
  await db.insert(post).values({ id, authorId: editor.userId, ...fieldsOf(input, slug) });
  return editorPost(db, id);
}

const staleVersion = () => new AppError('CONFLICT', 'This post was saved elsewhere since you opened it.');

/** Saves an editor's changes when they read the latest version (else 409: someone saved since). */
export async function savePost(deps: MediaDeps, editor: Editor, id: string, input: PostInput): Promise<PostView> {
  const { db } = deps;
  const [current] = await db
    .select({ version: post.version, slug: post.slug, cover: post.coverImage, body: post.body })
    .from(post)
    .where(eq(post.id, id));
  if (!current) throw postNotFound();
  if (input.version !== undefined && input.version !== current.version) throw staleVersion();
  await checkTranslation(db, input, id);
  await assertPictures(db, editor, current, input);
  const slug =
    input.slug === current.slug ? current.slug : await freeSlug(db, input.slug || slugWords(input.title), id);
  const [saved] = await db
    .update(post)
    .set({ ...fieldsOf(input, slug), version: sql`${post.version} + 1`, updatedAt: new Date() })
    .where(and(eq(post.id, id), eq(post.version, current.version)))
    .returning({ id: post.id });
  if (!saved) throw staleVersion();
  const kept = new Set(postImageKeys(input));
  await releaseImages(
    deps,
    postImageKeys(current).filter((key) => !kept.has(key)),
  );
  return editorPost(db, id);
}

/** Publishes a post now, or schedules it for a time to come. A post needs a title to go out. */
export async function publishPost(db: Db, id: string, publishAt: Date | null): Promise<PostView> {
  const [current] = await db.select({ title: post.title }).from(post).where(eq(post.id, id));
  if (!current) throw postNotFound();
  if (!current.title) {
    const message = 'A post needs a title before it goes out.';
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'title', message }]);
  }
  const now = new Date();
  const at = publishAt && publishAt > now ? publishAt : now;
  const status = at > now ? 'scheduled' : 'published';
  await db
    .update(post)
    .set({ status, publishAt: at, version: sql`${post.version} + 1`, updatedAt: now })
    .where(eq(post.id, id));
  return editorPost(db, id);
}

/** Takes a post back to draft: readers no longer find it. */
export async function unpublishPost(db: Db, id: string): Promise<PostView> {
  const [found] = await db
    .update(post)
    .set({ status: 'draft', version: sql`${post.version} + 1`, updatedAt: new Date() })
    .where(eq(post.id, id))
    .returning({ id: post.id });
  if (!found) throw postNotFound();
  return editorPost(db, id);
}

/** Deletes a post and the pictures nothing else shows; its translation stays and no longer names it. */
export async function deletePost(deps: MediaDeps, id: string): Promise<void> {
  const [gone] = await deps.db
    .delete(post)
    .where(eq(post.id, id))
    .returning({ cover: post.coverImage, body: post.body });
  if (!gone) throw postNotFound();
  await releaseImages(deps, postImageKeys(gone));
}

/** The newest live posts of a language, for the home page and the feeds (private ones never). */
export async function latestPosts(db: Db, language: 'en' | 'de', limit: number, category?: BlogCategory) {
  const rows = await selectRows(db)
    .where(
      and(readable({ team: false }), eq(post.language, language), category ? eq(post.category, category) : undefined),
    )
    .orderBy(desc(post.publishAt), desc(post.id))
    .limit(limit);
  return rows.map((row: PostRow) => presentPost(row, null));
}

/** Whether a category may be listed to this reader. */
export const categoryVisible = (reader: Reader, category: BlogCategory) => reader.team || !isPrivateCategory(category);

/** The posts before and after one in its language, by date, that everyone may read. */
export async function adjacentPosts(db: Db, of: Pick<PostView, '_id' | 'language' | 'publishAt'>) {
  if (!of.publishAt) return { previous: null, next: null };
  const at = new Date(of.publishAt);
  const around = (before: boolean) =>
    selectRows(db)
      .where(
        and(
          readable({ team: false }),
          eq(post.language, of.language),
          ne(post.id, of._id),
          before ? sql`${post.publishAt} < ${at}` : sql`${post.publishAt} > ${at}`,
        ),
      )
      .orderBy(before ? desc(post.publishAt) : post.publishAt)
      .limit(1);
  const [[previous], [next]] = [await around(true), await around(false)];
  return { previous: previous ? presentCard(previous) : null, next: next ? presentCard(next) : null };
}

/** Up to `limit` other posts of the same language and category, newest first. */
export async function relatedPosts(db: Db, of: Pick<PostView, '_id' | 'language' | 'category'>, limit = 3) {
  const rows = await selectRows(db)
    .where(
      and(
        readable({ team: false }),
        eq(post.language, of.language),
        eq(post.category, of.category),
        ne(post.id, of._id),
      ),
    )
    .orderBy(desc(post.publishAt))
    .limit(limit);
  return rows.map(presentCard);
}

/** Posts a translation may name: originals (no translation themselves), newest change first. */
export async function translationCandidates(db: Db) {
  return db
    .select({ id: post.id, title: post.title, language: post.language })
    .from(post)
    .where(isNull(post.translationOf))
    .orderBy(desc(post.updatedAt))
    .limit(500);
}
