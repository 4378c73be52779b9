import type { Locale } from '#domain/locale.ts';
import { localizePath } from '#domain/locale.ts';
import type { Env } from '../env.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * The ways out of the newsletter that every mail to a subscriber carries (issue 16): a link to
 * the unsubscribe page, and RFC 8058's one-click headers, whose POST needs no page at all.
 */
export function newsletterExits(
  env: Pick<Env, 'PUBLIC_URL' | 'AUTH_SECRET'>,
  subscriber: { id: string; locale: Locale },
) {
  const token = encodeURIComponent(unsubscribeToken(env.AUTH_SECRET, subscriber.id, 'newsletter'));
  const oneClick = `${env.PUBLIC_URL}/api/newsletter/unsubscribe?token=${token}`;
  return {
    page: `${env.PUBLIC_URL}${localizePath('/unsubscribe/newsletter', subscriber.locale)}?token=${token}`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
