import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { commentLimits, newCommentSchema } from '#domain/schemas/comment.ts';
import { type DemoAuthor, demoAuthors } from '../demo-trips/demo-authors.ts';

/** The demo travellers' conversations: adding one is adding an entry here. */
export const demoThreadsFile = fileURLToPath(new URL('./threads.json', import.meta.url));

const said = {
  by: z.enum(Object.keys(demoAuthors) as [DemoAuthor, ...DemoAuthor[]]),
  // The words a member may post: the comment's own field, within the comment's own limit.
  body: newCommentSchema.shape.body.trim().min(1).max(commentLimits.bodyMax),
};

/**
 * A conversation under a demo trip (named by its file, without `.json`): a comment and its
 * replies, each in the language its writer chose. Unknown keys are refused, so a typo fails.
 */
export const demoThreadSchema = z.strictObject({
  trip: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'the name of a trip file, without .json'),
  ...said,
  /** How many days after the trip was published the talk began; without it, soon after. */
  daysLater: z.number().int().min(1).optional(),
  replies: z.array(z.strictObject(said)).default([]),
});
export type DemoThread = z.infer<typeof demoThreadSchema>;

/** A threads file that cannot be seeded; the message names the file and each field at fault. */
export class DemoThreadsFileError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Demo threads ${file} are not valid:\n  ${problems.join('\n  ')}`);
    this.name = 'DemoThreadsFileError';
  }
}

/** The conversations, read and checked when seeding, in the file's order. */
export async function readDemoThreads(file = demoThreadsFile): Promise<DemoThread[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new DemoThreadsFileError(file, [`(file): ${(error as Error).message}`]);
  }
  const parsed = z.array(demoThreadSchema).safeParse(json);
  if (!parsed.success) {
    throw new DemoThreadsFileError(
      file,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`),
    );
  }
  return parsed.data;
}
