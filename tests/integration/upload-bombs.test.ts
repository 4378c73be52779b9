import { crc32, createDeflate } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedEditor } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Issue 17 point 6: uploads that would cost the server its memory are refused, with the field named
 * in the caller's language, while the process (the app runs in this one) grows by at most 50 MB.
 */
const MIB = 1024 * 1024;
const BOMB_BYTES = 50 * MIB;
const MAX_GROWTH_BYTES = 50 * MIB;
const BOMB_SIDE = 30_000;

let t: TestApp;
let cookie = '';
let tripId = '';
let pngBomb: Uint8Array<ArrayBuffer>;

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(12 + data.byteLength);
  frame.writeUInt32BE(data.byteLength, 0);
  typed.copy(frame, 4);
  frame.writeUInt32BE(crc32(typed), 8 + data.byteLength);
  return frame;
}

/**
 * A valid black-and-white PNG of 30,000 × 30,000 pixels: about 110 KB on the wire, 900 million
 * pixels once decoded. Its rows are deflated as a stream, so that this process never holds them.
 */
async function decompressionBomb(): Promise<Uint8Array<ArrayBuffer>> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(BOMB_SIDE, 0);
  header.writeUInt32BE(BOMB_SIDE, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const row = Buffer.alloc(1 + BOMB_SIDE / 8); // filter type 0, then eight pixels a byte
  for (let y = 0; y < BOMB_SIDE; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

const BOUNDARY = 'itinera-upload-bomb';
const encoder = new TextEncoder();
const filePart = (field: string, name: string) =>
  encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
const textPart = (field: string, value: string) =>
  encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`);
const closing = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);

/**
 * A multipart body whose file is `size` bytes, made as it is read from one reused chunk: neither
 * side of the test holds the 50 MB unless the server keeps what it reads.
 */
function hugeForm(field: string, size: number, fields: Record<string, string> = {}) {
  const chunk = new Uint8Array(64 * 1024).fill(0xff);
  const head = [...Object.entries(fields).map(([name, value]) => textPart(name, value)), filePart(field, 'huge.jpg')];
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = head.shift();
      if (part) return controller.enqueue(part);
      if (sent >= size) return controller.close();
      const piece = chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
      sent += piece.byteLength;
      controller.enqueue(piece);
      if (sent >= size) controller.enqueue(closing);
    },
  });
  const length = head.reduce((sum, part) => sum + part.byteLength, 0) + size + closing.byteLength;
  return { stream, length, streamed: () => sent };
}

type Endpoint = {
  name: string;
  /** Pages take their language from the path, the API from the request's headers. */
  path: (language: string) => string;
  field: string;
  /** A page form carries its intent beside the file. */
  fields?: Record<string, string>;
  /** How the endpoint tells a refusal: the API's error body, or the form page again with the message. */
  message: (response: Response) => Promise<string>;
};

/** The API's message for `field`, which the refusal must name. */
const apiMessage = (field: string) => async (response: Response) => {
  const { error } = (await response.json()) as { error: { fields: { field: string; message: string }[] } };
  return error.fields.find((named) => named.field === field)?.message ?? JSON.stringify(error);
};
const pageMessage = async (response: Response) => {
  const html = await response.text();
  return /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? html.slice(0, 200);
};

const endpoints: Endpoint[] = [
  { name: 'trip image (API)', path: () => `/api/trip/${tripId}/image`, field: 'image', message: apiMessage('image') },
  { name: 'profile photo (API)', path: () => '/api/user/profile/photo', field: 'photo', message: apiMessage('photo') },
  {
    name: 'magazine picture (API)',
    path: () => '/api/blog/editor/images',
    field: 'image',
    message: apiMessage('image'),
  },
  {
    name: 'profile photo (edit page)',
    path: (language) => `${language === 'en' ? '' : `/${language}`}/account/edit-profile`,
    field: 'photo',
    fields: { intent: 'photo' },
    message: pageMessage,
  },
];

/** What each refusal says, per endpoint and language, field label included. */
const expected = {
  image: {
    en: { bytes: 'The Image may be at most 10 MB', pixels: 'The Image may have at most 40 megapixels' },
    de: { bytes: 'Bild darf höchstens 10 MB groß sein', pixels: 'Bild darf höchstens 40 Megapixel haben' },
    type: 'The Image must be a JPEG, PNG, WebP, GIF or AVIF image',
  },
  photo: {
    en: { bytes: 'The Profile photo may be at most 10 MB', pixels: 'The Profile photo may have at most 40 megapixels' },
    de: { bytes: 'Profilfoto darf höchstens 10 MB groß sein', pixels: 'Profilfoto darf höchstens 40 Megapixel haben' },
    type: 'The Profile photo must be a JPEG, PNG, WebP, GIF or AVIF image',
  },
} as const;

const headersFor = (language: string) => ({
  cookie,
  origin: t.env.PUBLIC_URL,
  'accept-language': language,
});

function postFile(endpoint: Endpoint, file: Uint8Array<ArrayBuffer> | string, name: string, language = 'en') {
  const body = new FormData();
  for (const [field, value] of Object.entries(endpoint.fields ?? {})) body.set(field, value);
  body.set(endpoint.field, new Blob([file]), name);
  return t.request(endpoint.path(language), { method: 'POST', body, headers: headersFor(language) });
}

/** The 50 MB upload, with its length declared as browsers send it, or streamed in chunks with none. */
function postHuge(endpoint: Endpoint, declared: boolean, language = 'en') {
  const form = hugeForm(endpoint.field, BOMB_BYTES, endpoint.fields);
  const headers: Record<string, string> = {
    ...headersFor(language),
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    ...(declared ? { 'content-length': String(form.length) } : {}),
  };
  const response = t.request(endpoint.path(language), {
    method: 'POST',
    body: form.stream,
    headers,
    duplex: 'half',
  } as RequestInit);
  return { response, streamed: form.streamed };
}

/** The most this process's resident memory rose above `before` while `run` ran. */
async function peakGrowth(before: number, run: () => Promise<void>): Promise<number> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    await run();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage.rss()) - before;
}

beforeAll(async () => {
  t = await createTestApp();
  // An editor may upload every kind of picture: trips', profiles' and the magazine's.
  cookie = await verifiedEditor(t, 'bomber@example.org', 'Bo');
  const created = await t.request('/api/trip/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ language: 'en', title: 'Heavy luggage' }),
  });
  tripId = ((await created.json()) as { _id: string })._id;
  pngBomb = await decompressionBomb();
});
afterAll(() => t.dispose());

describe('upload bombs and non-images', () => {
  it('crafts a decompression bomb that is small on the wire', () => {
    expect(pngBomb.byteLength).toBeLessThan(200 * 1024);
  });

  for (const endpoint of endpoints) {
    const texts = expected[endpoint.field as keyof typeof expected];

    it(`${endpoint.name}: refuses a non-image named like an image, by its content`, async () => {
      for (const [file, name] of [
        ['just some text, no picture', 'holiday.jpg'],
        ['<html><script>alert(1)</script></html>', 'cover.png'],
      ] as const) {
        const response = await postFile(endpoint, file, name);
        expect(response.status).toBe(415);
        expect(await endpoint.message(response)).toContain(texts.type);
      }
    });

    it(`${endpoint.name}: refuses 50 MB and a decompression bomb in the caller's language, in bounded memory`, async () => {
      // Once small, so that what the first request loads and compiles is not counted below.
      await postFile(endpoint, 'warm-up', 'warm-up.jpg');
      const before = process.memoryUsage.rss();
      const growth = await peakGrowth(before, async () => {
        for (const [declared, language] of [
          [true, 'en'],
          [false, 'de'],
        ] as const) {
          const { response, streamed } = postHuge(endpoint, declared, language);
          const answer = await response;
          expect(answer.status).toBe(413);
          expect(await endpoint.message(answer)).toContain(texts[language].bytes);
          // Refused by its declared length before a byte is read, or soon after the cap when none is declared.
          expect(streamed()).toBeLessThan(declared ? 1 * MIB : 12 * MIB);
        }
        const bomb = await postFile(endpoint, pngBomb, 'bomb.png', 'de');
        expect(bomb.status).toBe(413);
        expect(await endpoint.message(bomb)).toContain(texts.de.pixels);
      });
      expect(growth, `resident memory rose by ${Math.round(growth / MIB)} MB`).toBeLessThanOrEqual(MAX_GROWTH_BYTES);
    });
  }
});
