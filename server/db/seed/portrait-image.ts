import sharp from 'sharp';
import { z } from 'zod';
import { hsl } from './scene-shapes.ts';
import { random } from './seeded-random.ts';

/** Demo authors get an illustrated likeness instead of an upload: a flat, friendly head and shoulders. */
export const PORTRAIT_SIZE = 512;

const skins = {
  light: [25, 70, 88],
  fair: [24, 62, 80],
  medium: [26, 52, 66],
  tan: [25, 45, 55],
  brown: [22, 42, 40],
  dark: [20, 40, 28],
} as const;

const hairs = {
  black: [20, 10, 12],
  brown: [24, 42, 26],
  auburn: [14, 58, 32],
  blonde: [40, 62, 64],
  red: [16, 68, 44],
  grey: [0, 0, 62],
  white: [40, 12, 90],
} as const;

export const portraitSchema = z.strictObject({
  skin: z.enum(Object.keys(skins) as [keyof typeof skins, ...(keyof typeof skins)[]]),
  hair: z.enum(Object.keys(hairs) as [keyof typeof hairs, ...(keyof typeof hairs)[]]),
  hairStyle: z.enum(['short', 'long', 'bun', 'curly', 'bald']),
  /** The hue of the backdrop; the shirt takes a colour that stands apart from it. */
  background: z.number().int().min(0).max(359),
  glasses: z.boolean().optional(),
  beard: z.boolean().optional(),
});

export type Portrait = z.infer<typeof portraitSchema>;

type Tone = readonly [number, number, number];
const shade = ([h, s, l]: Tone, by: number) => hsl(h, s, Math.max(4, Math.min(96, l + by)));

/** Hair that falls to the shoulders, drawn behind the head and neck. */
function hairBehind(style: Portrait['hairStyle'], color: string): string {
  if (style === 'long')
    return `<path d="M150 240 C 130 110, 382 110, 362 240 L 384 420 C 330 446, 182 446, 128 420 Z" fill="${color}"/>`;
  if (style === 'bun') return `<circle cx="256" cy="112" r="46" fill="${color}"/>`;
  return '';
}

/** The hair on top of the head; a seeded side parting keeps two authors with one style apart. */
function hairOnTop(style: Portrait['hairStyle'], color: string, flip: boolean): string {
  const mirror = flip ? ' transform="translate(512 0) scale(-1 1)"' : '';
  switch (style) {
    case 'curly':
      return `<g fill="${color}">${Array.from({ length: 11 }, (_, i) => {
        const angle = Math.PI * (1.05 + (i / 10) * 0.9);
        return `<circle cx="${(256 + Math.cos(angle) * 96).toFixed(0)}" cy="${(236 + Math.sin(angle) * 112).toFixed(0)}" r="34"/>`;
      }).join('')}<ellipse cx="256" cy="160" rx="92" ry="48"/></g>`;
    case 'bald':
      return `<path d="M162 238 C 160 214, 166 200, 172 194 L 176 250 Z M350 238 C 352 214, 346 200, 340 194 L 336 250 Z" fill="${color}"/>`;
    default:
      return `<path d="M160 256 C 142 150, 210 116, 262 118 C 320 120, 372 150, 352 256 C 346 214, 330 186, 306 172 C 262 200, 206 196, 170 214 C 164 228, 162 242, 160 256 Z" fill="${color}"${mirror}/>`;
  }
}

function face(skin: Tone, eyebrows: string, smile: number, blush: boolean): string {
  const eyes = [222, 290]
    .map(
      (x) =>
        `<circle cx="${x}" cy="252" r="9" fill="hsl(220 30% 16%)"/><circle cx="${x + 3}" cy="249" r="3" fill="white"/>`,
    )
    .join('');
  const brows = `<path d="M204 224 Q 222 212, 240 222 M272 222 Q 290 212, 308 224" stroke="${eyebrows}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  const nose = `<path d="M256 262 Q 248 284, 260 288" stroke="${shade(skin, -14)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const mouth = `<path d="M${256 - smile} 306 Q 256 ${330 + smile * 0.1}, ${256 + smile} 306 Z" fill="hsl(350 45% 36%)"/><path d="M${256 - smile + 8} 308 Q 256 314, ${256 + smile - 8} 308" stroke="white" stroke-width="4" fill="none" opacity="0.8"/>`;
  const cheeks = blush
    ? `<g fill="hsl(355 75% 65%)" opacity="0.3"><circle cx="200" cy="288" r="17"/><circle cx="312" cy="288" r="17"/></g>`
    : '';
  return eyes + brows + nose + cheeks + mouth;
}

const glasses = `<g stroke="hsl(220 25% 18%)" stroke-width="5" fill="white" fill-opacity="0.15"><circle cx="222" cy="252" r="28"/><circle cx="290" cy="252" r="28"/></g><path d="M250 250 Q 256 244, 262 250 M194 248 L 166 240 M318 248 L 346 240" stroke="hsl(220 25% 18%)" stroke-width="5" fill="none"/>`;

/** A full beard along the jaw with a moustache; the mouth is drawn over it. */
const beard = (color: string) =>
  `<path d="M164 250 C 166 350, 222 372, 256 372 C 290 372, 346 350, 348 250 C 336 290, 318 300, 300 296 C 286 288, 226 288, 212 296 C 194 300, 176 290, 164 250 Z" fill="${color}"/>`;

/** The SVG of a stylised person: backdrop, shoulders in a shirt, neck, head, hair and a smile. */
export function portraitSvg(seedText: string, look: Portrait): string {
  const next = random(`${seedText}:portrait`);
  const skin = skins[look.skin];
  const hair = hairs[look.hair];
  const hairColor = shade(hair, 0);
  const shirtHue = look.background + 140 + next() * 80;
  const shirt = hsl(shirtHue, 45, 42 + next() * 14);
  const smile = 24 + next() * 10;
  const backdrop = `<rect width="512" height="512" fill="${hsl(look.background, 55, 84)}"/><circle cx="256" cy="236" r="196" fill="${hsl(look.background, 60, 74)}"/>`;
  const shoulders = `<path d="M60 512 C 60 424, 150 384, 256 382 C 362 384, 452 424, 452 512 Z" fill="${shirt}"/><path d="M214 384 L 256 440 L 298 384 Z" fill="${shade(skin, -6)}"/>`;
  const neck = `<rect x="220" y="300" width="72" height="96" rx="30" fill="${shade(skin, -8)}"/>`;
  const head = `<ellipse cx="164" cy="256" rx="18" ry="26" fill="${shade(skin, -4)}"/><ellipse cx="348" cy="256" rx="18" ry="26" fill="${shade(skin, -4)}"/><ellipse cx="256" cy="244" rx="${92 + next() * 6}" ry="112" fill="${shade(skin, 0)}"/>`;
  // Grey and white hair would vanish as eyebrows on light skin; they stay a shade darker.
  const eyebrows = shade(hair, look.hair === 'grey' || look.hair === 'white' ? -30 : -6);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" viewBox="0 0 512 512">`,
    backdrop,
    hairBehind(look.hairStyle, hairColor),
    shoulders,
    neck,
    head,
    look.beard ? beard(hairColor) : '',
    hairOnTop(look.hairStyle, hairColor, next() > 0.5),
    // A beard already hides the cheeks; blush on it would look like a stain.
    face(skin, eyebrows, smile, !look.beard),
    look.glasses ? glasses : '',
    '</svg>',
  ].join('');
}

/** The portrait as a square JPEG, as a member's uploaded avatar would arrive. */
export async function portraitImage(seedText: string, look: Portrait): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(Buffer.from(portraitSvg(seedText, look)))
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}
