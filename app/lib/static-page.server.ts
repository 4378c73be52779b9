import staticEntry from 'virtual:itinera/static-entry';
import { FLASH_COOKIE } from '#app/components/ui/flash-cookie.ts';
import { readCookie } from '#domain/locale.ts';

/**
 * What a loader adds to its data to have its page served without React (ADR 0018): the root then
 * sends app/entry.static.ts instead of the React app. Client-side navigations still render the
 * page with React, so its components must work both ways.
 */
export const withoutReact = () => ({ staticScript: staticEntry });

/** Without React unless an alert was left for this visit (a flash cookie), which needs React to show. */
export const withoutReactUnlessAlert = (request: Request) =>
  readCookie(request.headers.get('cookie') ?? '', FLASH_COOKIE) ? {} : withoutReact();
