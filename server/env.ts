import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { oidcProvidersSetting } from './auth/oidc-providers.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalString.refine((value) => value === undefined || protocols.test(value), {
    message: `must be a URL starting with ${hint}`,
  });

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['1', 'true', 'on', 'yes'].includes(value)));

/** What LOG_LEVEL takes, pino's levels: every line at or above it is written. */
const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** The project's own name and address, which an operator's imprint must replace (the pages warn admins). */
export const operatorDefaults = { OPERATOR_NAME: 'Itinera', OPERATOR_EMAIL: 'hello@itinera.travel' } as const;

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PUBLIC_URL: optionalUrl(/^https?:\/\/[^/]+/, 'http:// or https://'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://'),
    AUTH_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp:// or smtps://'),
    MAIL_FROM: z.string().trim().default('Itinera <no-reply@localhost>'),
    S3_ENDPOINT: optionalUrl(/^https?:\/\//, 'http:// or https://'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' }))),
    DEMO_CONTENT: flag,
    MAP_TILE_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
    TRANSLATE_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
    TRANSLATE_API_KEY: optionalString,
    // Where the ECB's daily reference rates are fetched from (ADR 0081); unset: the shipped snapshot only.
    ECB_RATES_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
    // The base of an OSRM-compatible route service (ADR 0082); unset: legs are measured as the crow flies only.
    ROUTING_URL: optionalUrl(/^https?:\/\/[^/]+/, 'http:// or https://'),
    // Identity providers speaking OpenID Connect (ADR 0085); unset: e-mail and password only.
    OIDC_PROVIDERS: oidcProvidersSetting,
    // Admins and editors must use a second factor (ADR 0086): off, or the days each has from being told.
    REQUIRE_SECOND_FACTOR: z
      .string()
      .trim()
      .toLowerCase()
      .transform((value) => value || 'off')
      .pipe(z.string().regex(/^(off|\d{1,3})$/, { message: 'must be off or a number of days (0 for at once)' }))
      .transform((value) => (value === 'off' ? null : Number(value)))
      .optional()
      .transform((value) => value ?? null),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const trusted = parseTrustedProxies(value ?? '');
        if (trusted) return trusted;
        ctx.addIssue({
          code: 'custom',
          message:
            'must be off, a number of proxies in front (1 for one nginx), or a comma-separated list of proxy addresses and subnets (10.0.0.0/8)',
        });
        return z.NEVER;
      }),
    OPERATOR_NAME: z.string().trim().min(1).default(operatorDefaults.OPERATOR_NAME),
    OPERATOR_ADDRESS: z.string().trim().default(''),
    OPERATOR_EMAIL: z.email({ message: 'must be an e-mail address' }).default(operatorDefaults.OPERATOR_EMAIL),
    OPERATOR_PHONE: optionalString,
    DONATION_URL: optionalUrl(/^https:\/\//, 'https://'),
    SOCIAL_INSTAGRAM_URL: optionalUrl(/^https:\/\//, 'https://'),
    SOCIAL_FACEBOOK_URL: optionalUrl(/^https:\/\//, 'https://'),
    SOCIAL_PINTEREST_URL: optionalUrl(/^https:\/\//, 'https://'),
    ANALYTICS_PROVIDER: z.enum(['plausible', 'umami']).optional(),
    ANALYTICS_SCRIPT_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
    ANALYTICS_SITE_ID: optionalString,
    NEWSLETTER_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
    ENABLE_TEST_ROUTES: flag.transform((value) => value ?? false),
    LOG_LEVEL: z.string().trim().toLowerCase().pipe(z.enum(logLevels)).default('info'),
    METRICS_TOKEN: optionalString.refine((value) => value === undefined || value.length >= 16, {
      message: 'must be at least 16 characters long',
    }),
    METRICS_PORT: optionalString.pipe(z.coerce.number<string>().int().min(1).max(65535).optional()),
    CACHE_PURGE_URLS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^https?:\/\/[^/]+/, { message: 'must be a comma-separated list of http:// or https:// URLs' }),
        ),
      ),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_*'],
        message: 'set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none',
      });
    }
    const analytics = [env.ANALYTICS_PROVIDER, env.ANALYTICS_SCRIPT_URL, env.ANALYTICS_SITE_ID];
    if (analytics.some(Boolean) && !analytics.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANALYTICS_*'],
        message: 'set all of ANALYTICS_PROVIDER, ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID, or none',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production with DATABASE_URL, so that every server instance signs sessions alike',
      });
    }
  });

export type Env = Omit<z.output<typeof schema>, 'PUBLIC_URL' | 'AUTH_SECRET' | 'DEMO_CONTENT'> & {
  PUBLIC_URL: string;
  AUTH_SECRET: string;
  DEMO_CONTENT: boolean;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Parses the configuration contract; throws a ConfigError listing every problem at once. */
export function parseEnv(source: Record<string, string | undefined>): Omit<Env, 'AUTH_SECRET'> & {
  AUTH_SECRET?: string;
} {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'configuration';
        // OIDC_PROVIDERS holds client secrets: never echoed into a log.
        const echoed = typeof issue.path[0] === 'string' && issue.path[0] !== 'OIDC_PROVIDERS';
        const raw = echoed ? source[issue.path[0] as string] : undefined;
        return raw === undefined ? `${name}: ${issue.message}` : `${name}: ${issue.message} (got "${raw}")`;
      }),
    );
  }
  const env = result.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    // Demo content is on by default only where it cannot hurt: the embedded database.
    DEMO_CONTENT: env.DEMO_CONTENT ?? !env.DATABASE_URL,
  };
}

/** The secret is generated once per data folder so that restarts keep sessions valid. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const env = parseEnv(source);
  return { ...env, AUTH_SECRET: env.AUTH_SECRET ?? readOrCreateSecret(env.DATA_DIR) };
}

/** The part of the configuration that pages may see. */
export function publicEnv(env: Env) {
  return {
    publicUrl: env.PUBLIC_URL,
    mapTileUrl: env.MAP_TILE_URL ?? null,
    donationUrl: env.DONATION_URL ?? null,
    // Only the operator's accounts they named: an icon pointing at nobody's account misleads.
    socialLinks: {
      instagram: env.SOCIAL_INSTAGRAM_URL ?? null,
      facebook: env.SOCIAL_FACEBOOK_URL ?? null,
      pinterest: env.SOCIAL_PINTEREST_URL ?? null,
    },
    analytics:
      env.ANALYTICS_PROVIDER && env.ANALYTICS_SCRIPT_URL && env.ANALYTICS_SITE_ID
        ? { provider: env.ANALYTICS_PROVIDER, scriptUrl: env.ANALYTICS_SCRIPT_URL, siteId: env.ANALYTICS_SITE_ID }
        : null,
  };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
