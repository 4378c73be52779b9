import { Hono } from 'hono';
import { type AppIconPath, appIcons, manifestPath } from '#domain/app-manifest.ts';
import { locales } from '#domain/locale.ts';
import { appIconSet } from './app-icons.ts';
import { webManifest } from './web-manifest.ts';

/** A day: the manifest changes only with a release, and browsers re-read it on their own schedule anyway. */
const MANIFEST_CACHE = 'public, max-age=86400';
/** A month: the icons change only with the favicon; the addresses stay, so not immutable. */
const ICON_CACHE = 'public, max-age=2592000';

/**
 * `/manifest.webmanifest`, `/de/manifest.webmanifest` and the icons they name (ADR 0075): served
 * before the pages, so neither the page cache nor React Router sees them.
 */
export function appManifestRoutes() {
  const routes = new Hono();
  const icon = appIconSet();

  for (const locale of locales) {
    // The same for every request of the process: serialised once.
    const body = JSON.stringify(webManifest(locale));
    routes.get(
      manifestPath(locale),
      () =>
        new Response(body, {
          headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': MANIFEST_CACHE },
        }),
    );
  }

  for (const address of Object.keys(appIcons) as AppIconPath[]) {
    routes.get(
      address,
      async () =>
        new Response(new Uint8Array(await icon(address)), {
          headers: { 'Content-Type': 'image/png', 'Cache-Control': ICON_CACHE },
        }),
    );
  }

  return routes;
}
