import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PORTRAIT_SIZE, type Portrait, portraitImage, portraitSchema } from './portrait-image.ts';

const lena: Portrait = { skin: 'light', hair: 'blonde', hairStyle: 'long', background: 200 };
const tom: Portrait = { skin: 'tan', hair: 'black', hairStyle: 'short', background: 30, beard: true, glasses: true };

describe('a demo portrait', () => {
  it('is a square JPEG of the stated size', async () => {
    const meta = await sharp(await portraitImage('lena', lena)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: PORTRAIT_SIZE, height: PORTRAIT_SIZE });
  });

  it('differs between two looks, and is the same for one look and seed', async () => {
    const first = await portraitImage('lena', lena);
    expect(Buffer.from(await portraitImage('lena', tom)).equals(first)).toBe(false);
    expect(Buffer.from(await portraitImage('lena', lena)).equals(first)).toBe(true);
  });

  it('has a look the schema checks, so a typo in demo data fails', () => {
    expect(portraitSchema.parse(tom)).toEqual(tom);
    expect(portraitSchema.safeParse({ ...lena, hairStyle: 'mohawk' }).success).toBe(false);
    expect(portraitSchema.safeParse({ ...lena, hat: true }).success).toBe(false);
  });
});
