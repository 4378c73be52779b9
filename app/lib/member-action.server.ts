import { type RouterContextProvider, redirect } from 'react-router';
import { cookieHeaders, flashCookie } from '#app/lib/auth-responses.server.ts';
import { refusedAsStatus } from '#app/lib/core-refusal.server.ts';
import type { Locale } from '#domain/locale.ts';
import { CLIENT_IP_HEADER } from '#server/auth/limits.ts';
import type { Member } from '#server/auth/member-limits.ts';
import type { SessionUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { requestContext } from '#server/request-context.ts';

/**
 * A member's button on a page (save, rate...): `run` is the API's own function, limits included;
 * then back to `back` with the `done` notice, or, used too often, the `tooOften` one rather than
 * an error page.
 */
export async function memberAction(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: SessionUser;
  locale: Locale;
  back: string;
  run: (db: Db, member: Member) => Promise<unknown>;
  done: string;
  tooOften: string;
}): Promise<Response> {
  const { database, env } = args.context.get(requestContext);
  const member = {
    userId: args.user.id,
    address: args.request.headers.get(CLIENT_IP_HEADER) ?? '',
    locale: args.locale,
  };
  const notice = await refusedAsStatus(
    args.run(database.db, member).then(
      () => ({ variant: 'success', key: args.done }) as const,
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'RATE_LIMITED')
          return { variant: 'error', key: args.tooOften } as const;
        throw error;
      },
    ),
  );
  const secure = env.PUBLIC_URL.startsWith('https://');
  return redirect(args.back, { headers: cookieHeaders([flashCookie(notice, secure)]) });
}
