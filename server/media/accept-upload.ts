import { bodyLimit } from 'hono/body-limit';
import type { Locale } from '#domain/locale.ts';
import { mediaLimits } from '#domain/media.ts';
import { consumeAttempt } from '../auth/account-throttle.ts';
import { throttledMessage } from '../auth/throttled-message.ts';
import { RateLimited } from '../errors.ts';
import { apiLocale } from '../i18n.ts';
import { ImageRejected } from './image-pipeline.ts';
import { type MediaDeps, storeImage } from './media.service.ts';
import { mediaError } from './media-error.ts';

/** The form field an upload arrives in, and its label in the caller's language for messages. */
export type UploadField = { name: string; label: (locale: Locale) => string };

type Upload = {
  bytes: Uint8Array;
  ownerId: string;
  purpose: string;
  locale: Locale;
  field: UploadField;
  /** Uploads cost CPU and storage: counted per user in the database like every throttle. */
  throttle: { key: string; window: number; max: number };
};

/** Stores an uploaded image for its owner; refusals are translated and name the field. */
export async function acceptImage(deps: MediaDeps, upload: Upload): Promise<string> {
  const { locale, field, throttle } = upload;
  const wait = await consumeAttempt(deps.db, throttle.key, throttle);
  if (wait !== null) throw new RateLimited(throttledMessage(locale, wait), wait);
  try {
    return await storeImage(deps, upload);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw mediaError(error, locale, field.name, field.label(locale));
  }
}

/** A multipart body a little over the image cap is refused before it is read. */
export const uploadBodyLimit = (field: UploadField) =>
  bodyLimit({
    maxSize: mediaLimits.maxBytes + 64 * 1024,
    onError: (c) => {
      const locale = apiLocale(c.req.raw);
      throw mediaError(new ImageRejected('bytes'), locale, field.name, field.label(locale));
    },
  });
