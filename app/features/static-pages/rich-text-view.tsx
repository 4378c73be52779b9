import { LocalLink } from '#app/lib/locale.tsx';
import type { Block, Inline } from './rich-text.ts';
import { textLink } from './styles.ts';

function InlineContent({ content }: { content: Inline[] }) {
  return content.map((part, index) => {
    const key = `${index}-${part.kind}`;
    if (part.kind === 'strong') {
      return (
        <strong key={key} className="font-semibold text-slate-900">
          {part.text}
        </strong>
      );
    }
    if (part.kind === 'link') {
      // Site paths keep the page's language; anchors, mail and phone links are plain anchors.
      return part.href.startsWith('/') ? (
        <LocalLink key={key} to={part.href} className={textLink}>
          {part.text}
        </LocalLink>
      ) : (
        <a key={key} href={part.href} className={textLink}>
          {part.text}
        </a>
      );
    }
    return part.text;
  });
}

/** Renders text parsed on the server by `parseRichText`. */
export function RichText({ blocks, className = '' }: { blocks: Block[]; className?: string }) {
  return (
    <div className={`space-y-4 leading-7 ${className}`}>
      {blocks.map((block, index) => {
        const key = `${index}-${block.kind}`;
        if (block.kind === 'paragraph') {
          return (
            <p key={key}>
              <InlineContent content={block.content} />
            </p>
          );
        }
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List
            key={key}
            className={`space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-teal-700`}
          >
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: catalog lists are static and never reorder.
              <li key={itemIndex} className="pl-1">
                <InlineContent content={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
