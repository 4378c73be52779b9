import { type RouterContextProvider, redirect } from 'react-router';
import { cookieHeaders, flashCookie } from '#app/lib/auth-responses.server.ts';
import { refusedAsStatus } from '#app/lib/core-refusal.server.ts';
import type { Locale } from '#domain/locale.ts';
import { CLIENT_IP_HEADER } from '#server/auth/limits.ts';
import type { Member } from '#server/auth/member-limits.ts';
import type { SessionUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import type { FieldError } from '#server/errors.ts';
import { AppError } from '#server/errors.ts';
import { requestContext } from '#server/request-context.ts';

/**
 * A member's button or form on a page (save, rate, comment...): `run` is the API's own function,
 * limits included; then back to `back` with the `done` notice, or, used
 * too often, the `tooOften` one rather than an error page. With `onRefused`, a refused field
 * comes back as its data, so the page shows it at the field and keeps what was typed.
 */
export async function memberAction<T, R = never>(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: SessionUser;
  locale: Locale;
  back: string;
  /** Where on `back` to land once done, e.g. the new comment. */
  anchor?: (done: T) => string;
  /** Where to go once done instead of `back`, e.g. what the action made. */
  next?: (done: T) => string;
  run: (db: Db, member: Member) => Promise<T>;
  done: string;
  /** The notice when the action's limit is reached; actions without a limit leave it out. */
  tooOften?: string;
  onRefused?: (field: FieldError) => R;
}): Promise<Response | R> {
  const { database, env } = args.context.get(requestContext);
  const member = {
    userId: args.user.id,
    address: args.request.headers.get(CLIENT_IP_HEADER) ?? '',
    locale: args.locale,
  };
  type Outcome = { notice: { variant: 'success' | 'error'; key: string }; done?: T } | { refused: R };
  const outcome = await refusedAsStatus(
    args.run(database.db, member).then(
      (done): Outcome => ({ notice: { variant: 'success', key: args.done }, done }),
      (error: unknown): Outcome => {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'RATE_LIMITED' && args.tooOften) return { notice: { variant: 'error', key: args.tooOften } };
        const [field] = error.fields ?? [];
        if (error.code === 'VALIDATION_FAILED' && field && args.onRefused) return { refused: args.onRefused(field) };
        throw error;
      },
    ),
  );
  if ('refused' in outcome) return outcome.refused;
  const succeeded = 'done' in outcome;
  const to = succeeded && args.next ? args.next(outcome.done as T) : args.back;
  const back = succeeded && args.anchor ? `${to}#${args.anchor(outcome.done as T)}` : to;
  const secure = env.PUBLIC_URL.startsWith('https://');
  return redirect(back, { headers: cookieHeaders([flashCookie(outcome.notice, secure)]) });
}
