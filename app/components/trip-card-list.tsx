import type { ReactNode } from 'react';
import type { TripCardView } from '#domain/schemas/trip-card.ts';
import { TripCard } from './trip-card.tsx';

/**
 * Cards in a grid, as every list of trips shows them; the first `eager` covers load at once.
 * `action` adds a control under each card (outside it: the whole card is the trip's link) in
 * place of the card's own Save button.
 */
export function TripCardList({
  trips,
  headingLevel = 2,
  eager = 0,
  className = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  action,
}: {
  trips: TripCardView[];
  headingLevel?: 2 | 3;
  eager?: number;
  className?: string;
  action?: (trip: TripCardView) => ReactNode;
}) {
  return (
    <ul className={className}>
      {trips.map((trip, index) => (
        <li key={trip._id} className={action ? 'flex flex-col gap-2' : 'flex'}>
          <TripCard trip={trip} eager={index < eager} headingLevel={headingLevel} saveable={!action} />
          {action?.(trip)}
        </li>
      ))}
    </ul>
  );
}
