import { z } from '@hono/zod-openapi';
import { requestLimits } from '#domain/request-limits.ts';
import { type ErrorCode, errorCodes } from './errors.ts';

/** The one error body of every API call (server/errors.ts), as the OpenAPI document shows it. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
      message: z.string().describe("In the caller's language (Accept-Language) where it concerns their input"),
      fields: z
        .array(
          z.object({ field: z.string().describe('Its path in the body, e.g. `places.0.name`'), message: z.string() }),
        )
        .optional(),
    }),
  })
  .openapi('Error');

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const refused = (description: string) => json(ErrorSchema, description);

/** A 429, which says when to try again (server/errors.ts). */
export const throttled = (description: string) => ({
  ...refused(description),
  headers: {
    'Retry-After': {
      description: 'Whole seconds to wait before trying again',
      required: true,
      schema: { type: 'integer' as const, minimum: 1 },
    },
  },
});

/** Every JSON body of the API is capped (server/middleware/request-body.ts). */
export const tooLarge = {
  413: refused(`The body is larger than ${requestLimits.jsonBytes / (1024 * 1024)} MiB, or a text in it is`),
};

/** better-auth's session cookie (server/auth/auth.ts); `__Secure-` is prefixed on https. */
export const sessionCookie = 'itinera.session_token';

/** Operations that need a session send the cookie; `open` ones work without and may read it. */
type Security = { security: Record<string, string[]>[] };
export const signedIn: Security = { security: [{ session: [] }] };
export const open: Security = { security: [{}, { session: [] }] };
export const anonymous: Security = { security: [] };

/** The answers of calls that need full sign-in (spec 6); a write from another site is refused too. */
export const signInResponses = {
  401: refused('Not signed in'),
  403: refused('The e-mail address is not verified yet, or a write came from another site'),
};

/** Every write, signed in or not, must come from the site's own pages (server/middleware/same-origin.ts). */
export const crossSiteResponse = { 403: refused('A write that came from another site') };

export const invalidInput = (description = 'A field is not valid; each is named') => ({ 400: refused(description) });

/** The tags of the document, in its order, each with what it groups. */
export const apiTags = [
  { name: 'system', description: 'The state of the service' },
  { name: 'trip', description: 'Trips, their pictures, places and machine translation' },
  { name: 'rating', description: 'Members’ ratings of trips' },
  { name: 'comment', description: 'Comments on trips and their replies' },
  { name: 'blog', description: 'The magazine: its posts for readers, and the editor’s calls' },
  { name: 'user', description: "The signed-in user's profile, settings and account" },
  { name: 'admin', description: 'The admin area: moderation, users, trips and the audit log' },
  { name: 'newsletter', description: 'Signing up for the newsletter (double opt-in), confirming and leaving it' },
  { name: 'contact', description: 'Messages to the team from the contact form' },
];

export const OkSchema = z.object({ ok: z.literal(true) }).openapi('Ok');

/**
 * A domain schema under its name in the document. zod copies its methods onto each schema when it
 * is made, so a schema made before this module extended zod lacks `.openapi()`: call it from the
 * prototype.
 */
export const named = <T extends z.ZodType>(schema: T, name: string): T =>
  z.ZodType.prototype.openapi.call(schema, name) as T;

/** The request of an image upload: one file in the multipart field `field`. */
export const imageUploadRequest = <F extends string>(field: F) => {
  const file = z.instanceof(File).openapi({ type: 'string', format: 'binary' });
  return {
    body: {
      content: { 'multipart/form-data': { schema: z.object({ [field]: file } as { [K in F]: typeof file }) } },
      required: true,
    },
  };
};

/** How an image upload is refused, besides who may send it. */
export const imageUploadRefusals = {
  ...invalidInput('No file'),
  413: refused('The file or the image is too large'),
  415: refused('Not a supported image'),
  429: throttled('Too many uploads; try again later'),
};
