import satori from 'satori';
import sharp from 'sharp';
import { countryName } from '#domain/countries.ts';
import type { Locale } from '#domain/locale.ts';
import { shareImageSize } from '#domain/media.ts';
import { getT } from '#locales/i18n.ts';
import { documentFonts } from '../../documents/fonts.ts';
import { presetImage } from '../../media/media.service.ts';
import type { Storage } from '../../storage/index.ts';
import type { TripView } from './trip.presenter.ts';
import { cachedTripFile, type FileCacheDeps } from './trip-file-cache.ts';

type Node = { type: string; props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string } };
const box = (style: Record<string, unknown>, children: (Node | string)[] | string): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

const padding = { x: 64, y: 56 };
/** Text boxes need their width to wrap as they are drawn. */
const textWidth = shareImageSize.width - 2 * padding.x;

const titleLine = 64;

/** A title that fits three lines of the picture; longer ones end in an ellipsis at a word. */
const fitted = (title: string, max = 72) =>
  title.length <= max
    ? title
    : `${title.slice(0, title.lastIndexOf(' ', max - 1) > 30 ? title.lastIndexOf(' ', max - 1) : max - 1)}…`;

/** The words over the cover: the site, the title, its length and countries; text drawn as paths. */
async function overlay(trip: TripView, language: Locale) {
  const t = getT(language);
  const { regular, bold } = await documentFonts();
  const countries = trip.countries.map((code) => countryName(code, language));
  const facts = [t('trip-page:facts.days', { count: trip.length }), countries.slice(0, 4).join(', ')].filter(Boolean);
  const card = box(
    {
      // Sizes without the padding: boxes are measured as CSS's content-box.
      width: textWidth,
      height: shareImageSize.height - 2 * padding.y,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${padding.y}px ${padding.x}px`,
      color: 'white',
      fontFamily: 'DejaVu Sans',
      backgroundImage:
        'linear-gradient(180deg, rgba(15,23,42,0.35) 0%, rgba(15,23,42,0.1) 35%, rgba(15,23,42,0.85) 100%)',
    },
    [
      box({ fontSize: 34, fontWeight: 700, letterSpacing: 1 }, 'Itinera'),
      // Fixed heights: the layout does not wait on measured text, so the facts always show.
      box({ flexDirection: 'column', width: textWidth }, [
        box({ width: textWidth, height: 44, flexShrink: 0, fontSize: 32 }, facts.join(' · ')),
        box(
          {
            width: textWidth,
            height: 3 * titleLine,
            flexShrink: 0,
            marginTop: 16,
            overflow: 'hidden',
            fontSize: 54,
            fontWeight: 700,
            lineHeight: `${titleLine}px`,
          },
          fitted(trip.title),
        ),
      ]),
    ],
  );
  const svg = await satori(card as Parameters<typeof satori>[0], {
    ...shareImageSize,
    fonts: [
      { name: 'DejaVu Sans', data: regular, weight: 400, style: 'normal' },
      { name: 'DejaVu Sans', data: bold, weight: 700, style: 'normal' },
    ],
  });
  return Buffer.from(svg);
}

/** A trip's cover cut to the share picture's size, for the picture and the roadbook; null without one. */
export async function coverCut(storage: Storage, cover: string | null) {
  const image = cover ? await presetImage({ storage }, cover, 'raw-lg') : null;
  return image ? sharp(image).resize({ ...shareImageSize, fit: 'cover', position: 'attention' }) : null;
}

/** The cover filling the picture, or the site's teal where the trip has none. */
async function background(storage: Storage, cover: string | null) {
  return (
    (await coverCut(storage, cover)) ?? sharp({ create: { ...shareImageSize, channels: 3, background: '#0f766e' } })
  );
}

/** The share picture of `trip` in its language as a JPEG: cover, title, length and countries. */
export async function renderShareImage(storage: Storage, trip: TripView): Promise<Uint8Array> {
  const [base, words] = await Promise.all([background(storage, trip.coverImage), overlay(trip, trip.language)]);
  // Composited after the resize: one pipeline, one encoding.
  return base
    .composite([{ input: words }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The share picture, made once per trip version and language (trip-file-cache.ts). */
export const shareImage = (deps: FileCacheDeps, trip: TripView) =>
  cachedTripFile(deps, trip, {
    kind: 'share-image',
    extension: 'jpg',
    contentType: 'image/jpeg',
    render: () => renderShareImage(deps.storage, trip),
  });
