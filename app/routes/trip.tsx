import { KeepTripControl } from '#app/features/offline/keep-trip-control.tsx';
import { tripPageAction } from '#app/features/trip/trip.server.ts';
import { TripPage } from '#app/features/trip/trip-page.tsx';
import { sharedPageCacheByCurrency } from '#app/lib/cache-headers.ts';
import { articleMetaTags } from '#app/lib/page-meta.ts';
import type { ReaderPartsHandle } from '#server/reader-parts.ts';
import { tripPageWithReaderParts } from '../reader-parts.server.tsx';
import type { Route } from './+types/trip';

/** `/trips/{id}` or `/trips/{slug}`: one trip; the canonical address is the slug's. */
export const loader = (args: Route.LoaderArgs) => tripPageWithReaderParts(args);

// A signed-in reader gets the page everyone shares with their own parts filled in (ADR 0039).
export const handle: ReaderPartsHandle = { readerParts: true };

export const action = (args: Route.ActionArgs) => tripPageAction(args);

// Anonymous readers of a currency share the page for half a minute; views are counted by the page's own request.
export const headers = sharedPageCacheByCurrency(30);

export const meta: Route.MetaFunction = ({ loaderData }) => articleMetaTags(loaderData?.meta);

export default function Trip({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TripPage
      trip={loaderData.trip}
      currency={loaderData.currency}
      related={loaderData.related}
      isAuthor={loaderData.isAuthor}
      reader={loaderData.reader}
      comments={loaderData.comments}
      mapTileUrl={loaderData.mapTileUrl}
      url={loaderData.meta.url}
      result={actionData instanceof Response ? undefined : actionData}
      keep={<KeepTripControl />}
    />
  );
}
