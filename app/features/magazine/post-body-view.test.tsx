import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { postBodySchema } from '#domain/schemas/post-body.ts';
import { xssCorpus } from '#tests/setup/xss-corpus.ts';
import { PostBodyView } from './post-body-view.tsx';

/** Payloads as an attacker would put them in every text and attribute a post has; a NUL too, which no door stores. */
const corpus = [...xssCorpus, '\u0000<script>'];

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });

function hostileDocument(payload: string) {
  return {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [text(payload, [{ type: 'bold' }, { type: 'italic' }]), { type: 'hardBreak' }] },
      { type: 'heading', attrs: { level: 2, onclick: payload }, content: [text(payload)] },
      {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text(payload)] }] }],
      },
      { type: 'blockquote', content: [{ type: 'paragraph', content: [text(payload)] }] },
      { type: 'figure', attrs: { key: 'AAAAAAAAAAAAAAAAAAAAAA', alt: payload, caption: payload, style: 'x' } },
      {
        type: 'paragraph',
        content: [text('link', [{ type: 'link', attrs: { href: 'https://example.org/?q=a&b=1', target: '_top' } }])],
      },
      { type: 'html', content: payload },
    ],
  };
}

const allowedElements = [
  'div',
  'p',
  'span',
  'strong',
  'em',
  'br',
  'h2',
  'ul',
  'li',
  'blockquote',
  'figure',
  'img',
  'figcaption',
  'a',
];
const allowedAttributes = ['class', 'href', 'src', 'alt', 'width', 'height', 'loading', 'decoding'];

const render = (value: unknown) =>
  renderToStaticMarkup(
    <PostBodyView body={value as never} trips={new Map()} locale="en" origin="https://itinera.test" />,
  );

describe('a post body', () => {
  it('drops unknown nodes and attributes when it is read in, and keeps the rest', () => {
    const parsed = postBodySchema.safeParse(hostileDocument('plain words'));
    expect(parsed.success).toBe(false);
    const [, heading, , , figure, link] = hostileDocument('plain words').content;
    const body = postBodySchema.parse({ type: 'doc', content: [heading, figure, link] });
    expect(JSON.stringify(body)).not.toMatch(/onclick|style|target/);
    expect(body.content).toHaveLength(3);
  });

  it.each(corpus)('renders %j inert wherever it is stored', (payload) => {
    const stored = hostileDocument(payload);
    stored.content.pop();
    const html = render(stored);
    // React escapes every "<" of a text, so each "<" left opens an element the renderer made.
    const elements = [...html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/g)];
    expect(allowedElements).toEqual(expect.arrayContaining([...new Set(elements.map((element) => element[2]))]));
    const attributes = elements.flatMap((element) => [...(element[3] ?? '').matchAll(/\s([a-z-]+)="([^"]*)"/g)]);
    for (const [, name, value] of attributes) {
      expect(allowedAttributes, name).toContain(name);
      if (name === 'href' || name === 'src') expect(value).toMatch(/^https:\/\//);
    }
    expect(html).toContain('href="https://example.org/?q=a&amp;b=1"');
  });

  it('never makes a link of an unsafe address, even one stored by another door', () => {
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
    ]) {
      const html = render({
        type: 'doc',
        content: [{ type: 'paragraph', content: [text('x', [{ type: 'link', attrs: { href } }])] }],
      });
      expect(html, href).toBe('<div class="space-y-5 text-lg leading-8 text-slate-800"><p><span>x</span></p></div>');
    }
  });

  it('makes site addresses whole in a feed', () => {
    const html = render({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [text('tips', [{ type: 'link', attrs: { href: '/magazine/tips-tricks' } }])] },
      ],
    });
    expect(html).toContain('href="https://itinera.test/magazine/tips-tricks"');
  });
});
