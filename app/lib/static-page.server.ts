import staticEntry from 'virtual:itinera/static-entry';

/**
 * What a loader adds to its data to have its page served without React (ADR 0018): the root then
 * sends app/entry.static.ts instead of the React app. Client-side navigations still render the
 * page with React, so its components must work both ways.
 */
export const withoutReact = () => ({ staticScript: staticEntry });
