import type { Locale } from '#domain/locale.ts';
import de from '#locales/de/mail.json' with { type: 'json' };
import en from '#locales/en/mail.json' with { type: 'json' };
import type { Mail } from './mailer.ts';

const catalogs: Record<Locale, typeof en> = { en, de };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);

type ActionMail = 'verifyEmail' | 'resetPassword' | 'changeEmail' | 'emailChangeNotice';

/** A mail with one call to action: greeting, explanation, button (and the plain link), footnote. */
export function actionMail(
  kind: ActionMail,
  locale: Locale,
  to: { email: string; name: string },
  url: string,
  values: Record<string, string> = {},
): Mail {
  const catalog = catalogs[locale][kind];
  const texts = { ...catalog, body: fill(catalog.body, values) };
  const greeting = fill(catalogs[locale].greeting, { name: to.name || catalogs[locale].defaultName });
  const { signature } = catalogs[locale];
  const text = [greeting, '', texts.body, '', url, '', texts.footnote, '', signature].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(texts.button)}</a></p>
<p style="font-size:14px;color:#475569">${escapeHtml(texts.linkHint)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="font-size:14px;color:#475569">${escapeHtml(texts.footnote)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to: to.email, subject: texts.subject, text, html };
}

/** One comment a mail tells about: an answer to the recipient, or a comment on their trip. */
export type CommentItem = { kind: 'comment' | 'reply'; name: string; body: string };

/**
 * The mail about new comments on one trip: one comment, or the digest of those since the last
 * mail; a link to the conversation and one that stops these mails (also as List-Unsubscribe).
 */
export function commentsMail(
  locale: Locale,
  to: { email: string; name: string },
  about: { trip: string; url: string; unsubscribe: string },
  items: CommentItem[],
): Mail {
  const words = catalogs[locale].comments;
  const [first] = items;
  const subject =
    items.length > 1 || !first
      ? fill(words.subjectMany, { count: String(items.length), trip: about.trip })
      : fill(first.kind === 'reply' ? words.subjectReply : words.subjectComment, {
          name: first.name,
          trip: about.trip,
        });
  const greeting = fill(catalogs[locale].greeting, { name: to.name || catalogs[locale].defaultName });
  const said = items.map((item) => ({
    intro: fill(words[item.kind], { name: item.name, trip: about.trip }),
    body: item.body,
  }));
  const { signature } = catalogs[locale];
  const text = [
    greeting,
    '',
    ...said.flatMap(({ intro, body }) => [intro, body, '']),
    `${words.button}: ${about.url}`,
    '',
    words.footnote,
    `${words.unsubscribe}: ${about.unsubscribe}`,
    '',
    signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
${said
  .map(
    ({ intro, body }) =>
      `<p>${escapeHtml(intro)}</p>\n<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #99f6e4;white-space:pre-line">${escapeHtml(body)}</blockquote>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(about.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(words.button)}</a></p>
<p style="font-size:14px;color:#475569">${escapeHtml(words.footnote)} <a href="${escapeHtml(about.unsubscribe)}">${escapeHtml(words.unsubscribe)}</a></p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to: to.email, subject, text, html, headers: { 'List-Unsubscribe': `<${about.unsubscribe}>` } };
}
