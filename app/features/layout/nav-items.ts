/** Links of the top bar, as unprefixed site paths with their `common` translation keys. */
export const mainLinks = [
  { to: '/', key: 'nav.home' },
  { to: '/search', key: 'nav.explore' },
  { to: '/about', key: 'nav.about' },
  { to: '/magazine', key: 'nav.magazine' },
] as const;

/** The signed-in user's menu; the footer's Account column repeats it without Sign Out. */
export const accountLinks = [
  { to: '/trips/create', key: 'nav.newTrip' },
  { to: '/account/my-trips', key: 'nav.myTrips' },
  { to: '/account/saved-trips', key: 'nav.savedTrips' },
  { to: '/account/profile', key: 'nav.profile' },
  { to: '/account/setting', key: 'nav.settings' },
] as const;

export const signOutLink = { to: '/signing-out', key: 'nav.signOut' } as const;
