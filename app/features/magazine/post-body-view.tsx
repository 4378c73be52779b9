import type { ReactNode } from 'react';
import { TripCard } from '#app/components/trip-card.tsx';
import { MediaImage } from '#app/components/ui/media-image.tsx';
import { type Locale, localizePath } from '#domain/locale.ts';
import {
  isSafeHref,
  type PostBlock,
  type PostBody,
  type PostInline,
  type PostList,
} from '#domain/schemas/post-body.ts';
import type { TripCardView } from '#domain/schemas/trip-card.ts';

type Context = {
  /** The embedded trips that are published; others are left out. */
  trips: ReadonlyMap<string, TripCardView>;
  /**
   * For a copy read elsewhere (the feeds): where the site is, so that its addresses are whole, and
   * trips as plain links (a card needs the page around it). Pages keep paths and cards.
   */
  origin?: string;
  /** The post's language, which its trip links keep. */
  locale: Locale;
};

const absolute = (href: string, origin = '') => (href.startsWith('/') ? origin + href : href);

const linkClass = 'font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950';

function Inline({ content, context }: { content: PostInline[] | undefined; context: Context }) {
  return (content ?? []).map((node, index) => {
    const key = `${index}-${node.type}`;
    if (node.type === 'hardBreak') return <br key={key} />;
    let text: ReactNode = node.text;
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') text = <strong className="font-semibold text-slate-900">{text}</strong>;
      if (mark.type === 'italic') text = <em>{text}</em>;
      // Checked when saved; checked again so that no other door's row can make a script link.
      if (mark.type === 'link' && isSafeHref(mark.attrs.href)) {
        text = (
          <a href={absolute(mark.attrs.href, context.origin)} className={linkClass}>
            {text}
          </a>
        );
      }
    }
    return <span key={key}>{text}</span>;
  });
}

function List({ list, context }: { list: PostList; context: Context }) {
  const Tag = list.type === 'orderedList' ? 'ol' : 'ul';
  return (
    <Tag className={`space-y-1 pl-6 ${list.type === 'orderedList' ? 'list-decimal' : 'list-disc'}`}>
      {list.content.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stored document's items have no ids and never move here
        <li key={index}>
          {item.content.map((child, at) =>
            child.type === 'paragraph' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <Inline key={at} content={child.content} context={context} />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <List key={at} list={child} context={context} />
            ),
          )}
        </li>
      ))}
    </Tag>
  );
}

function Block({ block, context }: { block: PostBlock; context: Context }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inline content={block.content} context={context} />
        </p>
      );
    case 'heading': {
      const Heading = block.attrs.level === 2 ? 'h2' : 'h3';
      return (
        <Heading className={`font-bold text-slate-900 ${block.attrs.level === 2 ? 'pt-4 text-2xl' : 'pt-2 text-xl'}`}>
          <Inline content={block.content} context={context} />
        </Heading>
      );
    }
    case 'bulletList':
    case 'orderedList':
      return <List list={block} context={context} />;
    case 'blockquote':
      return (
        <blockquote className="border-l-4 border-teal-700 pl-4 text-lg italic text-slate-800">
          {block.content.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored document's paragraphs have no ids
            <p key={index}>
              <Inline content={paragraph.content} context={context} />
            </p>
          ))}
        </blockquote>
      );
    case 'figure':
      return (
        <figure className="space-y-2">
          <MediaImage
            image={block.attrs.key}
            preset="blog-l-lg"
            alt={block.attrs.alt}
            origin={context.origin}
            className="aspect-[91/40] w-full rounded-xl"
          />
          {block.attrs.caption && <figcaption className="text-sm text-slate-700">{block.attrs.caption}</figcaption>}
        </figure>
      );
    case 'tripCard': {
      const trip = context.trips.get(block.attrs.tripId);
      if (trip && context.origin !== undefined) {
        return (
          <p>
            <a href={`${context.origin}${localizePath(`/trips/${trip.slug}`, context.locale)}`}>{trip.title}</a>
          </p>
        );
      }
      return trip ? (
        <div className="not-prose max-w-sm">
          <TripCard trip={trip} headingLevel={3} saveable={false} />
        </div>
      ) : null;
    }
  }
}

/**
 * A post's body: each node of the stored document by its own element, so nothing but these
 * elements and attributes can come out of it, whatever was stored (ADR 0040). React escapes
 * every text; link addresses must be web, mail or site addresses (`isSafeHref`).
 */
export function PostBodyView({ body, ...context }: { body: PostBody } & Context) {
  return (
    <div className="space-y-5 text-lg leading-8 text-slate-800">
      {body.content.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stored document's blocks have no ids
        <Block key={index} block={block} context={context} />
      ))}
    </div>
  );
}
