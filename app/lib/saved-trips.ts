import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';

/** The ids of the signed-in member's saved trips, from the root loader; null signed out. */
export function useSavedTrips(): ReadonlySet<string> | null {
  const saved = useRouteLoaderData<{ savedTrips?: string[] | null }>('root')?.savedTrips;
  return useMemo(() => (saved ? new Set(saved) : null), [saved]);
}
