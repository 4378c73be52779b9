import type { Locale } from '#domain/locale.ts';
import type { TranslateInput } from '#domain/schemas/translate.ts';
import { getT } from '#locales/i18n.ts';
import { consumeAttempt } from '../../auth/account-throttle.ts';
import { throttledMinutes } from '../../auth/throttled-message.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { AppError, RateLimited } from '../../errors.ts';
import { TranslateFailure, translateTexts } from '../../translate/libretranslate.ts';

/** Every call may cost money at the translation service: per user, counted in the database. */
export const translateThrottle = { window: 60 * 60, max: 30 };

export type TranslateDeps = { db: Db; env: Pick<Env, 'TRANSLATE_URL' | 'TRANSLATE_API_KEY'> };

export type Translation = { machineTranslated: boolean; texts: string[] };

/**
 * Machine-translates a user's texts when a service is configured; without one the originals come
 * back unmarked-as-translated, so the wizard keeps them for the author to translate by hand.
 */
export async function translateForUser(
  { db, env }: TranslateDeps,
  userId: string,
  input: TranslateInput,
  locale: Locale,
): Promise<Translation> {
  if (!env.TRANSLATE_URL) return { machineTranslated: false, texts: input.texts };
  const wait = await consumeAttempt(db, `translate:${userId}`, translateThrottle);
  if (wait !== null) {
    throw new RateLimited(getT(locale)('trips:translate.throttled', { count: throttledMinutes(wait) }), wait);
  }
  try {
    const texts = await translateTexts({ url: env.TRANSLATE_URL, apiKey: env.TRANSLATE_API_KEY }, input);
    return { machineTranslated: true, texts };
  } catch (error) {
    if (!(error instanceof TranslateFailure)) throw error;
    // The service's own words stay in the log (through `cause`); the caller gets ours.
    const failed = new AppError('TRANSLATION_FAILED', getT(locale)('trips:translate.failed'));
    failed.cause = error;
    throw failed;
  }
}
