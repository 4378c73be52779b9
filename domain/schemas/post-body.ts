import { z } from 'zod';
import { idPattern } from '../ids.ts';
import { mediaKeyPattern } from '../media.ts';

/**
 * A magazine post's body as a structured document (ADR 0040): the JSON a ProseMirror editor
 * writes, cut down to what a travel article needs. Only these nodes, marks and attributes exist;
 * anything else is dropped on the way in, and the server renders each known node itself, so no
 * markup of a writer's ever reaches a page.
 */
export const postBodyLimits = { textMax: 5000, blocksMax: 400, altMax: 200, captionMax: 300 } as const;

const unsafeHrefChars = /[\s\\<>"'`]/;

/** Web and mail addresses, and addresses on this site (`/…`, never `//host`). */
export function isSafeHref(href: string): boolean {
  if (href.length > 2000 || unsafeHrefChars.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('link'), attrs: z.object({ href: z.string().refine(isSafeHref, 'unsafeLink') }) }),
]);

const inlineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string().min(1).max(postBodyLimits.textMax),
    marks: z.array(markSchema).max(3).optional(),
  }),
  z.object({ type: z.literal('hardBreak') }),
]);
const inlineContent = z.array(inlineSchema).max(1000).optional();

const paragraphSchema = z.object({ type: z.literal('paragraph'), content: inlineContent });

const listType = z.enum(['bulletList', 'orderedList']);
const listItem = <T extends z.ZodType>(content: T) =>
  z.object({ type: z.literal('listItem'), content: z.array(content).min(1).max(20) });

/** A list in a list item: two levels, as far as an article's lists go (and a flat schema for the API document). */
const innerListSchema = z.object({ type: listType, content: z.array(listItem(paragraphSchema)).min(1).max(100) });
const listSchema = z.object({
  type: listType,
  content: z
    .array(listItem(z.union([paragraphSchema, innerListSchema])))
    .min(1)
    .max(100),
});
type ListNode = z.infer<typeof listSchema> | z.infer<typeof innerListSchema>;

export const postBlockSchema = z.union([
  paragraphSchema,
  z.object({
    type: z.literal('heading'),
    attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }),
    content: inlineContent,
  }),
  listSchema,
  z.object({ type: z.literal('blockquote'), content: z.array(paragraphSchema).min(1).max(20) }),
  z.object({
    type: z.literal('figure'),
    attrs: z.object({
      key: z.string().regex(mediaKeyPattern),
      alt: z.string().trim().min(1, 'altRequired').max(postBodyLimits.altMax),
      caption: z.string().trim().max(postBodyLimits.captionMax).default(''),
    }),
  }),
  z.object({ type: z.literal('tripCard'), attrs: z.object({ tripId: z.string().regex(idPattern) }) }),
]);

export const postBodySchema = z.object({
  type: z.literal('doc'),
  content: z.array(postBlockSchema).max(postBodyLimits.blocksMax),
});

export type PostBody = z.infer<typeof postBodySchema>;
export type PostBlock = z.infer<typeof postBlockSchema>;
export type PostInline = z.infer<typeof inlineSchema>;
export type PostList = ListNode;

export const emptyPostBody = (): PostBody => ({ type: 'doc', content: [] });

/** Every word of a body, for its reading time and the search engines' description. */
export function bodyText(body: PostBody): string {
  const inline = (content: PostInline[] | undefined) =>
    (content ?? []).map((node) => (node.type === 'text' ? node.text : ' ')).join('');
  const list = (node: ListNode): string[] =>
    node.content.flatMap((item) =>
      item.content.flatMap((child) => (child.type === 'paragraph' ? [inline(child.content)] : list(child))),
    );
  return body.content
    .flatMap((block) => {
      switch (block.type) {
        case 'paragraph':
        case 'heading':
          return [inline(block.content)];
        case 'bulletList':
        case 'orderedList':
          return list(block);
        case 'blockquote':
          return block.content.map((paragraph) => inline(paragraph.content));
        case 'figure':
          return [block.attrs.caption];
        default:
          return [];
      }
    })
    .join('\n');
}

/** The trips a body embeds, in order. */
export const embeddedTripIds = (body: PostBody) =>
  body.content.flatMap((block) => (block.type === 'tripCard' ? [block.attrs.tripId] : []));

/** The pictures a body shows, for the upload pipeline's owner check and clean-up. */
export const bodyImageKeys = (body: PostBody) =>
  body.content.flatMap((block) => (block.type === 'figure' ? [block.attrs.key] : []));
