import type { Locale } from '#domain/locale.ts';
import { mediaLimits } from '#domain/media.ts';
import { getT } from '#locales/i18n.ts';
import { AppError } from '../errors.ts';
import type { ImageRejected } from './image-pipeline.ts';

/** A refused upload as the one error type: 415 for a wrong type, 413 for too large, the field named. */
export function mediaError(rejected: ImageRejected, locale: Locale, field: string, label: string): AppError {
  const message = getT(locale)(`validation:image_${rejected.reason}`, {
    field: label,
    size: mediaLimits.maxBytes / (1024 * 1024),
    megapixels: mediaLimits.maxPixels / 1_000_000,
  });
  const code = rejected.reason === 'type' ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE';
  return new AppError(code, message, [{ field, message }]);
}
