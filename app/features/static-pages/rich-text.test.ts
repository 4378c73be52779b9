import { describe, expect, it } from 'vitest';
import { parseRichText } from './rich-text.ts';

describe('parseRichText', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseRichText('First line\ncontinues.\n\nSecond.')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'First line continues.' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Second.' }] },
    ]);
  });

  it('reads bullet and numbered lists', () => {
    expect(parseRichText('- one\n- **two**')).toEqual([
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'strong', text: 'two' }]],
      },
    ]);
    expect(parseRichText('1. a\n2. b')).toMatchObject([{ kind: 'list', ordered: true }]);
  });

  it('reads site, anchor and mail links and drops any other link target', () => {
    expect(
      parseRichText('See [FAQ](/faq), [cookies](#cookies), [mail](mailto:a@b.c) and [x](https://x.test).'),
    ).toEqual([
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'See ' },
          { kind: 'link', text: 'FAQ', href: '/faq' },
          { kind: 'text', text: ', ' },
          { kind: 'link', text: 'cookies', href: '#cookies' },
          { kind: 'text', text: ', ' },
          { kind: 'link', text: 'mail', href: 'mailto:a@b.c' },
          { kind: 'text', text: ' and ' },
          { kind: 'text', text: 'x' },
          { kind: 'text', text: '.' },
        ],
      },
    ]);
    expect(parseRichText('[evil](//evil.test)')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'evil' }] },
    ]);
  });

  it('fills values after parsing, so they are never read as markup', () => {
    expect(
      parseRichText('By {{name}}: [{{email}}](mailto:{{email}})', { name: '**Ann** [x](/y)', email: 'a@b.c' }),
    ).toEqual([
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'By **Ann** [x](/y): ' },
          { kind: 'link', text: 'a@b.c', href: 'mailto:a@b.c' },
        ],
      },
    ]);
  });
});
