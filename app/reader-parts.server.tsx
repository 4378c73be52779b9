import type { ReactNode } from 'react';
import { SaveCardButton } from '#app/components/save-card-button.tsx';
import { MobileAccount } from '#app/features/layout/mobile-menu.tsx';
import { NavAccount } from '#app/features/layout/nav-bar.tsx';
import { ReaderActions } from '#app/features/trip/reader-actions.tsx';
import { tripPageLoader } from '#app/features/trip/trip.server.ts';
import { type TripComments as Comments, tripComments } from '#app/features/trip/trip-comments.server.ts';
import { TripComments } from '#app/features/trip/trip-comments.tsx';
import { type PageFrame, renderParts } from '#app/lib/render-parts.server.tsx';
import { localeFromPath } from '#domain/locale.ts';
import { sessionToken } from '#server/auth/session.ts';
import { sessionStanding } from '#server/features/trips/trip-reader.ts';
import { type Part, partsOf } from '#server/page-slots.ts';
import { isAdmin } from '#server/policies/user.ts';
import { offerReaderParts, type ReaderPartsArgs } from '#server/reader-parts.ts';
import { requestContext } from '#server/request-context.ts';
import { siteUser } from './root.server.ts';

type TripPageData = Awaited<ReturnType<typeof tripPageLoader>>;

type PartsMemo = Map<string, Part[]>;

/** Parts no more varied than their key are rendered once per shared page (at most a hundred kinds). */
const memoMax = 100;

/**
 * The account menus by language, page kind (with or without React) and user, shared by all trip
 * pages: the same on each of them, and asked for on every page a member reads.
 */
const accountMenus: PartsMemo = new Map();
const accountMenusMax = 1000;

/** Rendered parts cut at their slots, as bytes; null when malformed (the page is then rendered whole). */
const cut = async (render: () => Promise<string>) => partsOf(await render());

async function remembered(memo: PartsMemo, max: number, key: string, render: () => Promise<string>) {
  const kept = memo.get(key);
  if (kept !== undefined) return kept;
  const parts = await cut(render);
  if (parts === null) return null;
  if (memo.size >= max) memo.delete(memo.keys().next().value as string);
  memo.set(key, parts);
  return parts;
}

/** Whether any comment shown on the page is the reader's own (theirs get Edit and Delete). */
const writesIn = (comments: Comments, userId: string) =>
  comments.docs.some((thread) => [thread, ...thread.replies].some((comment) => comment.author?._id === userId));

/**
 * A signed-in reader's parts of a trip page everyone shares (ADR 0039): the account menus, their
 * buttons for the trip, the comments as they may see them and the Save buttons of the related
 * cards, from the same components as the page's own render and the shared render's loader data.
 * One query reads the session and what the reader did with the page. The comments are the shared
 * ones unless they may show otherwise for this reader: to an admin, to the writer of a hidden
 * comment, and to everyone once one was written, edited, deleted or hidden since the shared render
 * (a member sees their own comment, and no longer sees a hidden one, at once, on any server). Each
 * part is kept by all it is rendered from, for the next reader it fits. Null when the page is not a published trip's, for its author, without a live session and
 * when the trip changed since the shared render: they get the whole page rendered.
 */
export async function tripReaderParts({ request, context, page: shared }: ReaderPartsArgs): Promise<Part[] | null> {
  const { data, memo, renderedAt } = shared;
  const page = (data.trip ?? data['de-trip']) as TripPageData | undefined;
  if (!page?.comments) return null;
  const { auth, database, env } = context.get(requestContext);
  const trip = { id: page.trip._id, authorId: page.comments.tripAuthorId };
  const token = await sessionToken(auth, request.headers);
  const cardIds = page.related.map((card) => card._id);
  const found = token && (await sessionStanding(database.db, token, { tripId: trip.id, cardIds, since: renderedAt }));
  if (!found || found.user.id === trip.authorId || !found.standing.tripUnchanged) return null;
  const { user: viewer, standing } = found;
  const admin = isAdmin(viewer, env);
  const comments =
    admin || standing.commentsChanged
      ? await tripComments(database.db, trip, new URL(request.url), viewer, env, false)
      : { ...page.comments, commenter: { id: viewer.id, admin, tripAuthor: false } };
  const user = siteUser(viewer);
  const frame: PageFrame = { root: { user, savedTrips: standing.saved }, withoutReact: 'staticScript' in page };
  const render = (node: ReactNode) => () => renderParts(request, frame, node);
  const once = (key: string, node: ReactNode) => remembered(memo, memoMax, key, render(node));
  const reader = { saved: standing.saved.includes(trip.id), rating: standing.rating };
  const commentsPart = <TripComments tripId={trip.id} comments={comments} result={undefined} />;
  const cards = cardIds.map((id) => `${id}:${standing.saved.includes(id)}`).join(',');
  const parts = await Promise.all([
    remembered(
      accountMenus,
      accountMenusMax,
      `${localeFromPath(new URL(request.url).pathname)}:${frame.withoutReact}:${JSON.stringify(user)}`,
      render(
        <>
          <NavAccount user={user} />
          <MobileAccount user={user} />
        </>,
      ),
    ),
    once(
      `actions:${reader.saved}:${reader.rating}`,
      <ReaderActions trip={page.trip} reader={reader} result={undefined} />,
    ),
    admin || standing.commentsChanged || writesIn(comments, viewer.id)
      ? cut(render(commentsPart))
      : once('comments', commentsPart),
    once(
      `cards:${cards}`,
      page.related.map((card) => <SaveCardButton key={card._id} trip={card} />),
    ),
  ]);
  return parts.every((part) => part !== null) ? parts.flat() : null;
}

/** The trip page's loader: the page's data, and its reader's parts offered to the page cache. */
export function tripPageWithReaderParts(args: Parameters<typeof tripPageLoader>[0]) {
  offerReaderParts(args.context, tripReaderParts);
  return tripPageLoader(args);
}
