/**
 * Requests generated from the API's own OpenAPI document, for the fuzz test
 * (tests/integration/fuzz.test.ts): mostly valid ones that reach the services, and hostile ones
 * that a careless or malicious client sends. Everything is drawn from a seeded generator, so a
 * seed and a case number name one request exactly.
 */
import { idPattern, tripKeyPattern } from '#domain/ids.ts';
import { mediaKeyPattern } from '#domain/media.ts';
import { type SocialNetwork, socialNetworks } from '#domain/schemas/profile.ts';

/** mulberry32: tiny, fast, and the same sequence on every machine for the same seed. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick, chance: (p: number) => next() < p, seed: () => int(0, 0xffffffff) };
}

export type Rng = ReturnType<typeof createRng>;

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  readOnly?: boolean;
};

type Parameter = { name: string; in: string; required?: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** As the document writes it, under /api: `/trip/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: { type: string; schema: JsonSchema };
  signedIn: boolean;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        security?: Record<string, string[]>[];
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [type, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        ...(type && content ? { body: { type, schema: content.schema } } : {}),
        signedIn: (operation.security ?? []).every((requirement) => Object.keys(requirement).length > 0),
      };
    }),
  );
}

/** Real keys and names of the database under test, so that valid requests reach real rows. */
export type Pools = {
  /** Solved captchas, each good for one form. */
  altcha: string[];
  trip: string[];
  tripSlug: string[];
  comment: string[];
  post: string[];
  postSlug: string[];
  issue: string[];
  user: string[];
  image: string[];
};

export type FuzzContext = {
  document: OpenApiDocument;
  pools: Pools;
  /** The site's origin, which writes from its own pages carry. */
  origin: string;
  /** Cookie header of each identity; '' for a visitor who is signed out. */
  cookies: Record<string, string>;
  /** Picture files to upload: real images and files that only pretend to be. */
  files: File[];
  /** What the API answers `identity` at this path (`/api/...`), or undefined if it will not. */
  sampleOf: (path: string, identity: string) => Promise<unknown>;
};

export type FuzzRequest = {
  method: string;
  /** Path and query, starting with /api. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** What was sent, short enough to print. */
  shown: string;
};

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

const words = [
  'Lisbon',
  'Azores',
  'night train',
  'Alps',
  'Berlin',
  'ferry',
  'Köln',
  'Straße',
  'Zürich',
  'café',
  'São Paulo',
  'Kyōto',
  'Ålesund',
  'hiking',
  'Ünterwegs',
  'día',
  '東京',
  'Москва',
  'القاهرة',
  '🚂',
  'two days',
];

/** Strings clients send to break things: encodings, injections, traversals, number look-alikes. */
const hostileStrings = [
  '',
  ' ',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%ZZ',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\u200b\u200b\u200b',
  'e\u0301\u0301\u0301\u0301\u0301',
  '\ud800',
  '\udfff\ud800',
  '👩‍👩‍👧‍👦'.repeat(40),
  "' OR '1'='1",
  "'; DROP TABLE trip; --",
  '"; SELECT pg_sleep(10); --',
  '\\',
  '\\u0000',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  // Template syntax of other engines: text to us.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the hostile text
  '{{7*7}}${7*7}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e999',
  '0x10',
  '١٢٣',
  '99999999999999999999999999',
  '-1',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'toString',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  'a'.repeat(16),
  'A'.repeat(22),
  'Ω'.repeat(5000),
  'x'.repeat(100_000),
  '\r\nSet-Cookie: a=b',
  '\t\n\v\f\r',
];

const hostileNumbers = [
  -1,
  0,
  -0.5,
  0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  123456789012,
];

/** Text the database cannot store: a NUL, halves of surrogate pairs (server/middleware/unstorable-text.ts). */
const unstorableStrings = ['\0', 'a\0b', '\ud800', 'x\udfff', '\udfff\ud800'];

/**
 * `bottom` inside arrays and objects, nested a little, up to the nesting limit, just past it or far
 * past it (domain/request-limits.ts), with keys the database cannot store on the way down.
 */
function nestedValue(rng: Rng, bottom: unknown): unknown {
  let value = bottom;
  for (let level = rng.pick([1, 8, 63, 64, 65, 3000]); level > 0; level -= 1)
    value = rng.chance(0.5) ? [value] : { [rng.pick(['a', 'title', '\0', 'k\ud800'])]: value };
  return value;
}

export function hostileValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, 10)) {
    case 0:
    case 1:
    case 2:
      return rng.pick(hostileStrings);
    case 3:
    case 4:
      return rng.pick(hostileNumbers);
    case 5:
      return rng.pick([null, true, false]);
    case 6:
      return depth > 2 ? [] : Array.from({ length: rng.int(0, 3) }, () => hostileValue(rng, depth + 1));
    case 7:
      return depth > 2 ? {} : { [rng.pick(hostileStrings).slice(0, 40)]: hostileValue(rng, depth + 1) };
    case 8:
      // Much longer than any limit: the array caps must hold before the items are looked at.
      return Array.from({ length: rng.pick([1000, 20_000]) }, () => rng.pick(['DE', 'a', 1, null]));
    case 9:
      return nestedValue(rng, rng.chance(0.8) ? rng.pick(unstorableStrings) : rng.pick(hostileStrings));
    default:
      return rng.pick(['0', '1', '-1', '', 'true', '[]', '{}']);
  }
}

/**
 * Arrays nested deeper than any parser's or validator's recursion would like, with `bottom` (JSON
 * text) at the bottom.
 */
export const deepJson = (depth: number, bottom = '') => `${'['.repeat(depth)}${bottom}${']'.repeat(depth)}`;
/** One byte past the JSON cap (server/middleware/request-body.ts), made once. */
let hugeJson: string | undefined;
const oversized = () => {
  hugeJson ??= JSON.stringify({ title: 'x'.repeat(8 * 1024 * 1024 + 1) });
  return hugeJson;
};

const randomId = (rng: Rng, length: number) =>
  Array.from({ length }, () => idAlphabet[rng.int(0, idAlphabet.length - 1)]).join('');

const date = (rng: Rng) =>
  `${rng.int(1990, 2035)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

/** Which rows a key of this name, in this path, most likely names. */
function poolFor(path: string, name: string, pattern: string | undefined): keyof Pools | undefined {
  if (pattern === mediaKeyPattern.source || ['coverImage', 'cover', 'image', 'key'].includes(name)) return 'image';
  if (pattern?.includes('{1,64}') || path.startsWith('/admin/users')) return 'user';
  if (['replyTo', 'root'].includes(name) || (name === 'id' && path.startsWith('/comment'))) return 'comment';
  if (name === 'postIds' || (name === 'id' && path.startsWith('/blog'))) return 'post';
  if (name === 'slug' && path.startsWith('/blog')) return 'postSlug';
  if (name === 'id' && path.startsWith('/admin/newsletter')) return 'issue';
  if (pattern === idPattern.source || ['tripId', 'trip', 'commentOn', 'tripIds', 'id'].includes(name)) return 'trip';
  return undefined;
}

type Generation = { rng: Rng; pools: Pools; resolve: (schema: JsonSchema) => JsonSchema; path: string; budget: number };

/** Text of about `length` characters from words of several scripts. */
function text(rng: Rng, length: number) {
  let out = '';
  while (out.length < length) out += `${out ? ' ' : ''}${rng.pick(words)}`;
  // Never half of a surrogate pair: a lone one is a hostile value, not a valid one.
  return out.slice(0, /[\ud800-\udbff]/.test(out[length - 1] ?? '') ? length - 1 : length);
}

function stringFor(g: Generation, schema: JsonSchema, name: string): string {
  const { rng, pools } = g;
  if (schema.format === 'date') return date(rng);
  if (schema.format === 'date-time') return new Date(Date.UTC(rng.int(2000, 2035), rng.int(0, 11), 1)).toISOString();
  const pool = poolFor(g.path, name, schema.pattern);
  if (pool && (schema.pattern || name === 'id' || name === 'slug')) {
    // A trip's address takes its slug as well as its id.
    const known =
      pools[pool === 'trip' && schema.pattern === tripKeyPattern.source && rng.chance(0.3) ? 'tripSlug' : pool];
    if (known.length > 0 && rng.chance(0.85)) return rng.pick(known);
    if (pool === 'postSlug') return rng.pick(['night-trains', 'a', 'x-1', '2024']);
    return randomId(rng, pool === 'image' ? 22 : 16);
  }
  if (/^(source|target|language|locale)$/.test(name)) return rng.pick(['en', 'de']);
  if (/email/i.test(name)) return `fuzz-${randomId(rng, 6).toLowerCase()}@example.org`;
  if (/countr/i.test(name)) return rng.pick(['DE', 'PT', 'JP', 'BR', 'NZ']);
  if (name === 'href') return rng.pick(['https://example.org/', 'https://example.org/a?b=c#d', '/trips']);
  if (name === 'altcha' && pools.altcha.length > 0) return rng.pick(pools.altcha);
  if (name in socialNetworks) {
    const host = socialNetworks[name as SocialNetwork]?.[0] ?? 'ada.example';
    return `https://${host}/ada`;
  }
  if (name === 'alias') return `${rng.pick(['ada', 'bo', 'café', 'x'])}${rng.int(0, 99999)}`;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  // Limits are where off-by-one mistakes live.
  const length = rng.pick([min, max, max, Math.max(min, max - 1), rng.int(min, Math.min(max, min + 30))]);
  return text(rng, Math.max(length, min));
}

function numberFor(rng: Rng, schema: JsonSchema, integer: boolean): number {
  const min = schema.minimum ?? (schema.maximum !== undefined ? Math.min(0, schema.maximum) : 0);
  const max = schema.maximum ?? min + 1000;
  const value = rng.pick([min, max, rng.next() * (max - min) + min]);
  return integer ? Math.round(value) : value;
}

/** A value the schema accepts, as far as the document says; the pools supply real keys. */
function validValue(g: Generation, raw: JsonSchema, name = '', depth = 0): unknown {
  const schema = g.resolve(raw);
  g.budget -= 1;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return g.rng.pick(schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return validValue(g, g.rng.pick(branches), name, depth);
  if (schema.allOf?.[0]) return validValue(g, schema.allOf[0], name, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.includes('null') && g.rng.chance(0.15) ? 'null' : types.find((entry) => entry !== 'null');
  switch (type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined)) {
    case 'null':
      return null;
    case 'string':
      return stringFor(g, schema, name);
    case 'integer':
      return numberFor(g.rng, schema, true);
    case 'number':
      return numberFor(g.rng, schema, false);
    case 'boolean':
      return g.rng.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = schema.maxItems ?? 4;
      // Nested arrays at their limits multiply: only the first levels, and only while the budget lasts.
      const length =
        depth < 2 && g.budget > 0 && g.rng.chance(0.1)
          ? max
          : g.rng.int(min, Math.min(max, min + (g.budget > 0 ? 3 : 1)));
      return Array.from({ length }, () => validValue(g, schema.items ?? {}, name, depth + 1));
    }
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(
        ([key, property]) => required.has(key) || (!g.resolve(property).readOnly && g.rng.chance(0.7)),
      );
      return Object.fromEntries(entries.map(([key, property]) => [key, validValue(g, property, key, depth + 1)]));
    }
    default:
      return g.rng.pick(['', 'x', 0, true, null, {}]);
  }
}

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number };

/** Every place in a JSON value where a value sits, for a mutation to pick one. */
function slots(value: unknown, found: Slot[] = []): Slot[] {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      found.push({ parent: value, key: index });
      slots(entry, found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      found.push({ parent: value as Record<string, unknown>, key });
      slots(entry, found);
    }
  }
  return found;
}

/** One or a few hostile changes to a (copy of a) JSON value: wrong types, missing and extra fields. */
function mutate(rng: Rng, value: unknown): unknown {
  if (rng.chance(0.08)) return hostileValue(rng);
  const copy: unknown = structuredClone(value);
  const places = slots(copy);
  for (let round = rng.int(1, 3); round > 0; round -= 1) {
    const slot = places.length > 0 ? rng.pick(places) : undefined;
    const kind = rng.int(0, 4);
    if (!slot || kind === 4) {
      // Defined, not assigned: `__proto__` then is a key that JSON.stringify writes, as an attacker would.
      if (copy && typeof copy === 'object' && !Array.isArray(copy))
        Object.defineProperty(
          copy,
          rng.pick(['__proto__', 'constructor', 'extra', '_id', 'authorId', 'role', 'status']),
          {
            value: hostileValue(rng),
            enumerable: true,
            writable: true,
            configurable: true,
          },
        );
      continue;
    }
    const { parent, key } = slot;
    if (kind === 3 && !Array.isArray(parent)) delete parent[key as string];
    else (parent as Record<string | number, unknown>)[key] = hostileValue(rng);
  }
  return copy;
}

/** A path or query value the way a hostile client writes it into the address. */
function hostileParameter(rng: Rng): string {
  return rng.pick([
    '../',
    '..%2F..%2F',
    '%00',
    'a%00b',
    '%2e%2e%2f',
    '%C0%AF',
    '%E2%80%AE',
    '%ZZ',
    '%',
    '%25',
    '%F0%9F%98%80',
    'a'.repeat(5000),
    'x'.repeat(17),
    'x'.repeat(15),
    '-'.repeat(16),
    '0',
    '-1',
    '1e309',
    'NaN',
    '2024-13-40',
    "'%20OR%201=1--",
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '%E6%9D%B1%E4%BA%AC',
  ]);
}

export type FuzzMode = 'valid' | 'hostile' | 'encoding';

/**
 * Where a client reads what a PUT or PATCH changes: the GET of the same path (`/trip/{id}`), or
 * of its parent for a call on a part of it (`/trip/{id}/partial`). `path` has its keys filled in.
 */
function editedAt(context: FuzzContext, operation: Operation, path: string): string | undefined {
  if (!['PUT', 'PATCH'].includes(operation.method) || operation.body?.type !== 'application/json') return undefined;
  const parent = (template: string) => template.replace(/\/[^/]+$/, '');
  if (context.document.paths[operation.path]?.get) return `/api${path}`;
  if (context.document.paths[parent(operation.path)]?.get) return `/api${parent(path)}`;
  return undefined;
}

/**
 * One request for `operation` as `identity` sends it: valid, with hostile values, or a valid body
 * badly encoded. For a PUT or PATCH, what the API answers at `editedAt` often serves as the body
 * (what a client edits and sends back): the surest way past the validation to the services.
 */
export async function fuzzRequest(
  context: FuzzContext,
  operation: Operation,
  identity: string,
  rng: Rng,
): Promise<FuzzRequest & { mode: FuzzMode }> {
  const mode: FuzzMode = rng.pick(['valid', 'valid', 'valid', 'valid', 'hostile', 'hostile', 'hostile', 'encoding']);
  const schemas = context.document.components?.schemas ?? {};
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {}) : schema;
  const g: Generation = { rng, pools: context.pools, resolve, path: operation.path, budget: 300 };

  let path = operation.path;
  // Written by hand rather than by URLSearchParams, so that broken escapes reach the server as sent.
  const query: string[] = [];
  const valid = (parameter: Parameter) => encodeURIComponent(String(validValue(g, parameter.schema, parameter.name)));
  const hostile = () => mode === 'hostile' && rng.chance(0.5);
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, hostile() ? hostileParameter(rng) : valid(parameter));
    } else if (parameter.in === 'query' && (parameter.required ? !hostile() : rng.chance(0.5))) {
      query.push(`${parameter.name}=${hostile() ? hostileParameter(rng) : valid(parameter)}`);
      // Twice: a list where the server expects one value.
      if (hostile()) query.push(`${parameter.name}=${valid(parameter)}`);
    }
  }
  if (hostile()) query.push(`${rng.pick(['extra', '__proto__', 'page', 'language', ''])}=${hostileParameter(rng)}`);
  const method =
    hostile() && rng.chance(0.1)
      ? rng.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])
      : operation.method;

  const write = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  // A write from our own pages carries our Origin; clients outside a browser send none; a foreign
  // site's is refused, which the run must see too.
  const foreign = rng.chance(0.15) ? rng.pick(['https://evil.example', 'null']) : undefined;
  const origin = write ? (foreign ?? rng.pick([context.origin, context.origin, context.origin, undefined])) : undefined;
  const headers: Record<string, string> = {
    ...(context.cookies[identity] ? { cookie: context.cookies[identity] } : {}),
    ...(origin ? { origin } : {}),
    'accept-language': rng.pick(['en', 'de-DE,de;q=0.9', 'fr', '*', 'de;q=abc', 'x'.repeat(300)]),
    // Throttles count per address; the run spreads over many, as a crowd of visitors would.
    'x-forwarded-for': `198.18.${rng.int(0, 3)}.${rng.int(1, 254)}`,
  };
  if (identity === 'anonymous' && rng.chance(0.1))
    headers.cookie = rng.pick(['itinera.session_token=forged.signature', 'itinera.session_token=', '%%%=%%%; ;;']);

  let body: string | FormData | undefined;
  let shown = '';
  // GET and HEAD carry no body.
  if (write && operation.body?.type === 'multipart/form-data') {
    const form = new FormData();
    const field = Object.keys(resolve(operation.body.schema).properties ?? {})[0] ?? 'file';
    const file = rng.pick(context.files);
    if (mode === 'valid' || rng.chance(0.5)) {
      form.append(mode === 'valid' ? field : rng.pick([field, 'other']), file);
      shown = `multipart ${field}=${file.name} (${file.type}, ${file.size} bytes)`;
    } else {
      form.append(field, rng.pick(hostileStrings).slice(0, 200));
      shown = `multipart ${field} as text`;
    }
    body = form;
    if (mode === 'encoding') {
      headers['content-type'] = rng.pick([
        'multipart/form-data; boundary=zzz',
        'multipart/form-data',
        'application/json',
      ]);
      body = rng.pick(['--zzz\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc', '{}', '']);
      shown = `${headers['content-type']}: ${body}`;
    }
  } else if (write && (operation.body || rng.chance(0.1))) {
    const schema = operation.body?.schema ?? {};
    const source = editedAt(context, operation, path);
    const sample = source && rng.chance(0.7) ? await context.sampleOf(source, identity) : undefined;
    const base = sample ?? validValue(g, schema);
    const value = mode === 'hostile' ? mutate(rng, base) : base;
    headers['content-type'] = 'application/json';
    body = JSON.stringify(value);
    if (mode === 'encoding') {
      const encoding = rng.int(0, 9);
      if (encoding === 0) body = body.slice(0, rng.int(0, body.length - 1));
      else if (encoding === 1) body = `${body}}{`;
      else if (encoding === 2)
        body = `{"${rng.pick(['title', 'email', 'body'])}":${deepJson(
          rng.pick([1000, 5000, 100_000]),
          rng.pick(['', '"\\u0000"', '"\\ud800"', '{"a\\u0000":"\\udfff"}', '"fine"']),
        )}}`;
      else if (encoding === 3) body = rng.pick(['', 'null', '[]', '"a"', '1', "{'a': 1}", '\ufeff{}', '{"a":1,"a":2}']);
      else if (encoding === 4) body = oversized();
      else if (encoding === 5) delete headers['content-type'];
      else
        headers['content-type'] = rng.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=utf-16',
          'application/merge-patch+json',
          'multipart/form-data; boundary=x',
          '',
        ]);
    }
    shown = `${headers['content-type'] ?? '(no content type)'} ${body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body}`;
  }

  return { method, url: `/api${path}${query.length > 0 ? `?${query.join('&')}` : ''}`, headers, body, shown, mode };
}
