import type { PostBlock, PostBody, PostInline } from '#domain/schemas/post-body.ts';
import type { DemoBlock } from './demo-post-schema.ts';

type Mark = NonNullable<Extract<PostInline, { type: 'text' }>['marks']>[number];

/** `**bold**`, `*italic*` and `[text](address)` in a demo paragraph, as the editor's inline nodes. */
export function inlineOf(text: string): PostInline[] {
  const nodes: PostInline[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;
  let at = 0;
  const push = (value: string, marks: Mark[] = []) => {
    if (value) nodes.push(marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value });
  };
  for (const match of text.matchAll(pattern)) {
    push(text.slice(at, match.index));
    const [, bold, italic, label, href] = match;
    if (bold) push(bold, [{ type: 'bold' }]);
    else if (italic) push(italic, [{ type: 'italic' }]);
    else if (label && href) push(label, [{ type: 'link', attrs: { href } }]);
    at = match.index + match[0].length;
  }
  push(text.slice(at));
  return nodes;
}

const paragraph = (text: string) => ({ type: 'paragraph' as const, content: inlineOf(text) });

const list = (type: 'bulletList' | 'orderedList', items: string[]): PostBlock => ({
  type,
  content: items.map((item) => ({ type: 'listItem' as const, content: [paragraph(item)] })),
});

export type DemoBodyDeps = {
  /** The stored picture of a demo image block. */
  picture: (block: Extract<DemoBlock, { image: unknown }>['image']) => Promise<string>;
  /** The id of a demo trip by its file name; unknown names fail the seed. */
  tripId: (file: string) => string;
};

/** A demo article's blocks as the document the editor writes. */
export async function demoBody(blocks: DemoBlock[], deps: DemoBodyDeps): Promise<PostBody> {
  const content: PostBlock[] = [];
  // One picture at a time: the seed writes inside one transaction, one connection.
  for (const block of blocks) {
    if ('p' in block) content.push(paragraph(block.p));
    else if ('h2' in block) content.push({ type: 'heading', attrs: { level: 2 }, content: inlineOf(block.h2) });
    else if ('h3' in block) content.push({ type: 'heading', attrs: { level: 3 }, content: inlineOf(block.h3) });
    else if ('ul' in block) content.push(list('bulletList', block.ul));
    else if ('ol' in block) content.push(list('orderedList', block.ol));
    else if ('quote' in block) content.push({ type: 'blockquote', content: [paragraph(block.quote)] });
    else if ('image' in block) {
      const key = await deps.picture(block.image);
      content.push({ type: 'figure', attrs: { key, alt: block.image.alt, caption: block.image.caption } });
    } else content.push({ type: 'tripCard', attrs: { tripId: deps.tripId(block.trip) } });
  }
  return { type: 'doc', content };
}
