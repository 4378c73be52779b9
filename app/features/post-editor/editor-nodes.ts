import { mergeAttributes, Node } from '@tiptap/core';
import { mediaUrl } from '#domain/media.ts';

/** A picture with its alt text and caption, as the post's `figure` block (domain/schemas/post-body.ts). */
export const FigureNode = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { key: { default: null }, alt: { default: '' }, caption: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'figure[data-key]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const { key, alt, caption } = node.attrs as { key: string; alt: string; caption: string };
    return [
      'figure',
      mergeAttributes(HTMLAttributes, { 'data-key': key, class: 'my-4 space-y-1' }),
      ['img', { src: mediaUrl(key, 'blog-md'), alt, width: 400, height: 300, class: 'rounded-lg' }],
      ['figcaption', { class: 'text-sm text-slate-700' }, caption],
    ];
  },
});

/** A trip's card, as the post's `tripCard` block: shown by its title in the editor. */
export const TripCardNode = Node.create({
  name: 'tripCard',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { tripId: { default: null }, title: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'div[data-trip-id]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const { tripId, title } = node.attrs as { tripId: string; title: string };
    return [
      'div',
      mergeAttributes(HTMLAttributes, {
        'data-trip-id': tripId,
        class: 'my-4 rounded-xl border border-teal-700 bg-teal-50 p-4 font-semibold text-teal-900',
      }),
      `🧭 ${title || tripId}`,
    ];
  },
});
