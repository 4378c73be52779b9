import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { PersonalSlot } from '#app/components/personal-slot.tsx';
import { LocalLink, useLocalePath } from '#app/lib/locale.tsx';
import { useSavedTrips } from '#app/lib/saved-trips.ts';
import type { TripCardView } from '#domain/schemas/trip-card.ts';

const control =
  'relative z-10 inline-flex min-h-9 items-center rounded-full border border-teal-700 px-3 text-sm font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700';

/**
 * True where cards sit inside a form of the page (the search page's): a form may not hold
 * another, so there the button itself names where it posts.
 */
export const CardsInForm = createContext(false);

/**
 * Save or Saved on a card, above the card's link. Signed out it leads to sign-in, which comes back
 * to the trip; signed in it posts to the saved trips and comes back to this page.
 */
export function SaveCardButton({ trip }: { trip: TripCardView }) {
  return (
    <PersonalSlot name={`save:${trip._id}`}>
      <SaveOrSaved trip={trip} />
    </PersonalSlot>
  );
}

function SaveOrSaved({ trip }: { trip: TripCardView }) {
  const { t } = useTranslation('trip-page');
  const { pathname, search } = useLocation();
  const localize = useLocalePath();
  const saved = useSavedTrips();
  const inForm = useContext(CardsInForm);
  const action = localize('/account/saved-trips');
  const name = <span className="sr-only"> {trip.title}</span>;
  if (saved === null) {
    return (
      <LocalLink
        to={`/signin?relay=${encodeURIComponent(localize(`/trips/${trip.slug}`))}`}
        className={`${control} text-teal-800 hover:bg-teal-50`}
      >
        {t('card.save')}
        {name}
      </LocalLink>
    );
  }
  const isSaved = saved.has(trip._id);
  const fields = { trip: trip._id, intent: isSaved ? 'unsave' : 'save', back: `${pathname}${search}` };
  const button = (extra: object) => (
    <button
      type="submit"
      aria-pressed={isSaved}
      className={`${control} ${isSaved ? 'bg-teal-700 text-white hover:bg-teal-800' : 'text-teal-800 hover:bg-teal-50'}`}
      {...extra}
    >
      {t(isSaved ? 'card.saved' : 'card.save')}
      {name}
    </button>
  );
  if (inForm) {
    return button({ formAction: `${action}?${new URLSearchParams(fields)}`, formMethod: 'post' });
  }
  return (
    <Form method="post" action={action} className="relative z-10">
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      {button({})}
    </Form>
  );
}
