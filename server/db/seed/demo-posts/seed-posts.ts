import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { postInputSchema } from '#domain/schemas/post.ts';
import { createPost, publishPost } from '../../../features/blog/post.service.ts';
import { type MediaDeps, storeImage } from '../../../media/media.service.ts';
import type { Db } from '../../client.ts';
import { post, trip } from '../../schema/index.ts';
import { type DemoMember, seedMember } from '../demo-member.ts';
import { demoTripsFolder, readDemoTrips } from '../demo-trips/demo-trip-files.ts';
import type { Seeder } from '../index.ts';
import { sceneImage } from '../scene-image.ts';
import { demoBody } from './demo-post-body.ts';
import { type DemoPost, demoEditors, demoPostSchema } from './demo-post-schema.ts';

/** One file per demo post and its translation: adding a post is adding a file here. */
export const demoPostsFolder = fileURLToPath(new URL('./post-files', import.meta.url));

type Editor = keyof typeof demoEditors;
const editorId = (key: Editor) => `demo-editor-${key}`;

/** The demo posts, each file checked; a broken one fails the seed with its name and fields. */
export async function readDemoPosts(folder = demoPostsFolder): Promise<{ file: string; post: DemoPost }[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => {
      const parsed = demoPostSchema.safeParse(JSON.parse(await readFile(path.join(folder, name), 'utf8')));
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
        throw new Error(`Demo post ${name} is not valid:\n  ${problems.join('\n  ')}`);
      }
      return { file: name, post: parsed.data };
    }),
  );
}

async function seedEditors(deps: MediaDeps) {
  for (const [key, editor] of Object.entries(demoEditors) as [Editor, DemoMember][])
    await seedMember(deps, editorId(key), key, editor, 'editor');
}

/** The ids of the demo trips by file name, found by their English titles. */
async function demoTripIds(db: Db): Promise<(file: string) => string> {
  const ids = new Map<string, string>();
  for (const { file, trip: demo } of await readDemoTrips(demoTripsFolder)) {
    const [found] = await db
      .select({ id: trip.id })
      .from(trip)
      .where(sql`${trip.text} -> 'en' ->> 'title' = ${demo.title.en}`);
    if (found) ids.set(path.basename(file, '.json'), found.id);
  }
  return (file) => {
    const id = ids.get(file);
    if (!id) throw new Error(`A demo post embeds the unknown demo trip ${file}`);
    return id;
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/** The magazine's demo editors and their posts, each in both languages, published on their days. */
export const demoPostsSeederOf = (folder = demoPostsFolder): Seeder => ({
  name: 'posts',
  async run(db, { storage }) {
    const files = await readDemoPosts(folder);
    await seedEditors({ db, storage });
    const tripId = await demoTripIds(db);
    for (const { post: demo } of files) {
      const owner = editorId(demo.author);
      const editor = { userId: owner, locale: demoEditors[demo.author].locale };
      // The English and German article show the same pictures: one stored picture per scene.
      const pictures = new Map<string, string>();
      const picture = async (scene: DemoPost['cover']) => {
        const seed = `${demo.en.slug}:${scene.scene}:${scene.hue}`;
        const kept = pictures.get(seed);
        if (kept) return kept;
        const bytes = await sceneImage({ scene: scene.scene, hue: scene.hue }, seed);
        const key = await storeImage({ db, storage }, { bytes, ownerId: owner, purpose: 'post' });
        pictures.set(seed, key);
        return key;
      };
      const cover = await picture(demo.cover);
      let original: string | null = null;
      for (const language of ['en', 'de'] as const) {
        const article = demo[language];
        const body = await demoBody(article.body, { picture, tripId });
        const input = postInputSchema.parse({
          language,
          title: article.title,
          slug: article.slug,
          excerpt: article.excerpt,
          cover,
          category: demo.category,
          tags: demo.tags,
          body,
          translationOf: original,
        });
        const created = await createPost({ db, storage }, editor, input);
        await publishPost(db, created._id, null);
        // The file's day, not today's, so the magazine reads as one that has run for a while.
        await db
          .update(post)
          .set({ publishAt: new Date(Date.now() - demo.publishedDaysAgo * dayMs) })
          .where(eq(post.id, created._id));
        original ??= created._id;
      }
    }
  },
});

export const demoPostsSeeder = demoPostsSeederOf();
