import type { ApiApp } from '../../api.ts';
import { sessionUser } from '../../auth/session.ts';
import { isPublic } from '../../policies/trip.ts';
import { currentRates } from '../../rates/exchange-rates.ts';
import { presentTrip } from './trip.presenter.ts';
import { readTrip } from './trip.service.ts';
import { shareImageRoute } from './trip-share-image.contract.ts';
import { shareImage } from './trip-share-image.ts';

export function registerShareImage(api: ApiApp) {
  api.openapi(shareImageRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { language } = c.req.valid('query');
    const viewer = await sessionUser(c.var.auth, c.req.raw.headers);
    const db = c.var.database.db;
    const { record } = await readTrip({ db, env: c.var.env }, viewer, { key: id });
    const bytes = await shareImage(
      { db, storage: c.var.storage },
      presentTrip(record, language, { rates: await currentRates(db) }),
    );
    // Link previews fetch it once per address, which changes with the trip's version.
    const cache = isPublic(record) ? 'public, max-age=86400' : 'private, no-store';
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': cache });
  });
}
