import { type Locale, localeNames, localizePath } from '#domain/locale.ts';
import type { ContactTopic } from '#domain/schemas/contact.ts';
import { type IssueContent, introParagraphs } from '#domain/schemas/newsletter-issue.ts';
import { plainName } from '#domain/schemas/person-name.ts';
import de from '#locales/de/mail.json' with { type: 'json' };
import en from '#locales/en/mail.json' with { type: 'json' };
import { getT } from '#locales/i18n.ts';
import type { Mail } from './mailer.ts';

const catalogs: Record<Locale, typeof en> = { en, de };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);

// Every person's name a mail shows, in a header or the text, goes through `plainName`: a name stored
// before the name rule (domain/schemas/person-name.ts) may still hold what the rule refuses.

/** "Hello {{name}}," to the recipient, or to a traveller when their name is empty. */
const greetingOf = (locale: Locale, name: string) =>
  fill(catalogs[locale].greeting, { name: plainName(name) || catalogs[locale].defaultName });

type ActionMail =
  | 'verifyEmail'
  | 'resetPassword'
  | 'changeEmail'
  | 'emailChangeNotice'
  | 'newsletterConfirm'
  | 'tripCopied'
  | 'linkProvider'
  | 'newWayIn';

/** The way out that a mail to a newsletter subscriber carries (server/mail/newsletter-links.ts). */
type MailExit = { page: string; headers: Record<string, string> };

/**
 * A mail with one call to action: greeting, explanation, button (and the plain link), footnote;
 * with `exit`, also the unsubscribe link and its one-click headers.
 */
export function actionMail(
  kind: ActionMail,
  locale: Locale,
  to: { email: string; name: string },
  url: string,
  values: Record<string, string> = {},
  exit?: MailExit,
): Mail {
  const catalog = catalogs[locale][kind];
  const texts = {
    ...catalog,
    subject: fill(catalog.subject, values),
    body: fill(catalog.body, values),
    button: fill(catalog.button, values),
  };
  const greeting = greetingOf(locale, to.name);
  const { signature } = catalogs[locale];
  const leave = exit ? catalogs[locale].newsletterConfirm.unsubscribe : '';
  const exitLines = exit ? [`${leave}: ${exit.page}`, ''] : [];
  const text = [greeting, '', texts.body, '', url, '', texts.footnote, '', ...exitLines, signature].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(texts.button)}</a></p>
<p style="font-size:14px;color:#475569">${escapeHtml(texts.linkHint)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="font-size:14px;color:#475569">${escapeHtml(texts.footnote)}</p>
${exit ? `<p style="font-size:14px;color:#475569"><a href="${escapeHtml(exit.page)}">${escapeHtml(leave)}</a></p>\n` : ''}<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to: to.email, subject: texts.subject, text, html, ...(exit ? { headers: exit.headers } : {}) };
}

/** One comment a mail tells about: a response to the recipient, or a comment on their trip. */
/** A way to sign in that was added to an account (ADR 0087): a password, a passkey by its name, a provider by its name. */
export type WayIn = { kind: 'password' } | { kind: 'passkey' | 'provider'; name: string };

/** Tells the member that a new way in was added, with the way back in if it was not them. */
export function newWayInMail(locale: Locale, to: { email: string; name: string }, recover: string, way: WayIn): Mail {
  const words = catalogs[locale].newWayIn;
  const named = way.kind === 'password' ? words.password : fill(words[way.kind], { name: plainName(way.name) });
  return actionMail('newWayIn', locale, to, recover, { way: named });
}

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
          name: plainName(first.name),
          trip: about.trip,
        });
  const greeting = greetingOf(locale, to.name);
  const said = items.map((item) => ({
    intro: fill(words[item.kind], { name: plainName(item.name), trip: about.trip }),
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

/** The contact form's message, for the operator, in the sender's language; answering it answers the sender. */
export function contactMail(
  locale: Locale,
  to: string,
  sent: { name: string; email: string; topic: ContactTopic; message: string },
): Mail {
  const words = catalogs[locale].contact;
  const topic = getT(locale)(`contact:topics.${sent.topic}`);
  const name = plainName(sent.name);
  const intro = fill(words.operatorIntro, { name, email: sent.email });
  const rows: [string, string][] = [
    [words.operatorFields.name, name],
    [words.operatorFields.email, sent.email],
    [words.operatorFields.topic, topic],
    [words.operatorFields.language, localeNames[locale]],
  ];
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', sent.message].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;margin-bottom:16px">${rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #99f6e4;white-space:pre-line">${escapeHtml(sent.message)}</blockquote>
</body></html>`;
  return {
    to,
    subject: fill(words.operatorSubject, { topic, name }),
    text,
    html,
    replyTo: { name, address: sent.email },
  };
}

/**
 * The sender's acknowledgement, in the page's language. It says nothing the sender typed (not the
 * message, not the name), so the form cannot carry someone's words to a stranger's inbox.
 */
export function contactReceipt(locale: Locale, to: string, about: { topic: ContactTopic; site: string }): Mail {
  const words = catalogs[locale].contact;
  const greeting = greetingOf(locale, '');
  const body = fill(words.receiptBody, { topic: getT(locale)(`contact:topics.${about.topic}`) });
  const footnote = fill(words.receiptFootnote, { site: about.site });
  const { signature } = catalogs[locale];
  const text = [greeting, '', body, '', footnote, '', signature].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p style="font-size:14px;color:#475569">${escapeHtml(footnote)}</p>
<p style="white-space:pre-line">${escapeHtml(signature)}</p>
</body></html>`;
  return { to, subject: words.receiptSubject, text, html };
}

/** The words around a newsletter issue in its language: the mail's, and its web version's. */
export const newsletterWords = (locale: Locale) => catalogs[locale].newsletterIssue;

/** Where an issue's mail leads: its web version, and the reader's own way out (newsletterExits). */
export type IssueLinks = { origin: string; web: string; unsubscribe: string; headers: Record<string, string> };

/**
 * One issue of the newsletter to one reader: the introduction as plain paragraphs, a card for each
 * post and trip, the web version and the unsubscribe link, with RFC 8058's headers. `test` marks
 * the subject and says who else gets it.
 */
export function newsletterMail(content: IssueContent, to: string, links: IssueLinks, test = false): Mail {
  const { issue } = content;
  const words = newsletterWords(issue.locale);
  const url = (path: string) => `${links.origin}${localizePath(path, issue.locale)}`;
  const sections = [
    {
      heading: words.posts,
      cards: content.posts.map((post) => ({
        title: post.title,
        about: post.excerpt,
        url: url(`/blog/${post.slug}`),
        go: words.readPost,
      })),
    },
    {
      heading: words.trips,
      cards: content.trips.map((trip) => ({
        title: trip.title,
        about: fill(trip.length === 1 ? words.day : words.days, { count: String(trip.length) }),
        url: url(`/trips/${trip.slug}`),
        go: words.viewTrip,
      })),
    },
  ].filter((section) => section.cards.length > 0);
  const paragraphs = introParagraphs(issue.intro);
  const { signature } = catalogs[issue.locale];
  const text = [
    ...(test ? [words.testNote, ''] : []),
    `${words.webVersion}: ${links.web}`,
    '',
    issue.subject,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...sections.flatMap((section) => [
      section.heading.toUpperCase(),
      '',
      ...section.cards.flatMap((card) => [card.title, ...(card.about ? [card.about] : []), card.url, '']),
    ]),
    signature,
    '',
    words.footnote,
    `${words.unsubscribe}: ${links.unsubscribe}`,
  ].join('\n');
  const card = (item: (typeof sections)[number]['cards'][number]) =>
    `<div style="margin:0 0 16px;padding:16px;border:1px solid #e2e8f0;border-radius:12px">
<p style="margin:0;font-size:18px;font-weight:600"><a href="${escapeHtml(item.url)}" style="color:#115e59">${escapeHtml(item.title)}</a></p>
${item.about ? `<p style="margin:4px 0 0;color:#334155">${escapeHtml(item.about)}</p>` : ''}
<p style="margin:8px 0 0"><a href="${escapeHtml(item.url)}" style="color:#115e59;font-weight:600">${escapeHtml(item.go)}</a></p>
</div>`;
  const html = `<!doctype html><html lang="${issue.locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
${test ? `<p style="padding:8px 12px;background:#fef3c7;border-radius:8px">${escapeHtml(words.testNote)}</p>` : ''}
<p style="font-size:14px"><a href="${escapeHtml(links.web)}" style="color:#475569">${escapeHtml(words.webVersion)}</a></p>
<h1 style="font-size:24px">${escapeHtml(issue.subject)}</h1>
${paragraphs.map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n')}
${sections.map((section) => `<h2 style="font-size:20px;margin-top:32px">${escapeHtml(section.heading)}</h2>\n${section.cards.map(card).join('\n')}`).join('\n')}
<p style="white-space:pre-line">${escapeHtml(signature)}</p>
<p style="font-size:14px;color:#475569">${escapeHtml(words.footnote)} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(words.unsubscribe)}</a></p>
</body></html>`;
  const subject = test ? fill(words.testSubject, { subject: issue.subject }) : issue.subject;
  return { to, subject, text, html, headers: links.headers };
}
