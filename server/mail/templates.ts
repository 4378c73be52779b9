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
