import { createContext, useContext } from 'react';

/**
 * True while the server renders a page that goes out without React (ADR 0018): parts that React
 * would fill in only after hydration must then be in the HTML for app/entry.static.ts to bind.
 */
export const ServedWithoutReactContext = createContext(false);

export const useServedWithoutReact = () => useContext(ServedWithoutReactContext);
