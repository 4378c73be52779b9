import type { ReactNode } from 'react';

const webAddress = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation after an address belongs to the sentence.
const trailing = /[.,;:!?)\]]+$/;

/** The words with their web addresses as links; everything else stays text, so no markup runs. */
export function linkified(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(webAddress)) {
    const address = match[0].replace(trailing, '');
    const at = match.index;
    parts.push(text.slice(from, at));
    parts.push(
      <a
        key={at}
        href={address}
        rel="nofollow ugc noopener"
        className="break-all font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900"
      >
        {address}
      </a>,
    );
    from = at + address.length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** A comment's words, its line breaks kept; addresses linked once the writer may link (`links`). */
export function CommentBody({ body, links }: { body: string; links: boolean }) {
  return <p className="whitespace-pre-line break-words text-slate-800">{links ? linkified(body) : body}</p>;
}
