import { createContext, type ReactNode, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { localeFromPath } from '#domain/locale.ts';
import { getI18n } from '#locales/i18n.ts';
import { ServedWithoutReactContext } from './served-without-react.ts';

const Parts = createContext<ReactNode>(null);

// The parts sit in a route matching any address under a root route, so that forms and links
// resolve against the page's own address, and `useRouteLoaderData('root')` finds the root's data.
const { query, dataRoutes } = createStaticHandler([
  { id: 'root', path: '/', children: [{ id: 'parts', path: '*', Component: () => <>{useContext(Parts)}</> }] },
]);

/** What the page's own render would give the parts: the root loader's data, and whether React comes along. */
export type PageFrame = { root: unknown; withoutReact: boolean };

/**
 * Renders some parts of a page on their own, exactly as the page's render would: in its language,
 * at its address, with the root's data (ADR 0039). Their `useId` values carry a prefix of their
 * own, so they never clash with the ids of the page they are put into.
 */
export async function renderParts(request: Request, frame: PageFrame, parts: ReactNode): Promise<string> {
  const context = await query(new Request(request.url));
  if (context instanceof Response) throw new Error(`No parts can be rendered for ${request.url}`);
  const page = { ...context, loaderData: { root: frame.root } };
  const locale = localeFromPath(new URL(request.url).pathname);
  return renderToString(
    <I18nextProvider i18n={getI18n(locale)}>
      <ServedWithoutReactContext value={frame.withoutReact}>
        <Parts value={parts}>
          <StaticRouterProvider router={createStaticRouter(dataRoutes, page)} context={page} hydrate={false} />
        </Parts>
      </ServedWithoutReactContext>
    </I18nextProvider>,
    { identifierPrefix: 'parts-' },
  );
}
