import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { textLink } from '#app/components/ui/text-link.ts';
import { enhance } from '#app/lib/enhance.ts';
import { bindShare } from './bind-share.ts';

/**
 * Share links under a post or a trip: plain addresses of each network's share page, no scripts of
 * theirs, and an e-mail. Where the browser can, also its own share sheet and copying the address.
 */
export function ShareLinks({
  url,
  title,
  heading,
  id,
  className = '',
}: {
  url: string;
  title: string;
  heading: string;
  id: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const root = useRef<HTMLElement>(null);
  useEffect(() => (root.current ? bindShare(root.current) : undefined), []);
  const u = encodeURIComponent(url);
  const networks = [
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['X', `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`],
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`],
  ] as const;
  return (
    <section
      ref={root}
      aria-labelledby={id}
      data-url={url}
      data-title={title}
      {...enhance('share')}
      className={className}
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <li data-share-needs="native" hidden>
          <button type="button" data-share="native" className={`${textLink} cursor-pointer`}>
            {t('share.native')}
          </button>
        </li>
        {networks.map(([network, href]) => (
          <li key={network}>
            <a
              href={href}
              className={textLink}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t('share.on', { network })}
            >
              {network}
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`} className={textLink}>
            {t('share.byMail')}
          </a>
        </li>
        <li data-share-needs="copy" hidden>
          <button type="button" data-share="copy" className={`${textLink} cursor-pointer`}>
            {t('share.copy')}
          </button>
        </li>
      </ul>
      {/* Always in the page, empty until a copy: a live region added or shown late may go unannounced. */}
      <p
        role="status"
        data-share-status
        data-copied={t('share.copied')}
        data-failed={t('share.copyFailed')}
        className="mt-2 text-sm text-slate-700"
      />
    </section>
  );
}
