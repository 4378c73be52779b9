import type { ApiApp } from '../../api.ts';
import { sessionUser } from '../../auth/session.ts';
import { errorBody, statusHeaders } from '../../errors.ts';
import { isAdmin } from '../../policies/user.ts';
import { healthRoute, readinessRoute } from './health.contract.ts';
import { checkHealth, checkReadiness } from './health.service.ts';

export function registerHealth(api: ApiApp) {
  api.openapi(healthRoute, async (c) => {
    const health = await checkHealth(c.var.database);
    c.header('Cache-Control', 'no-store');
    // Sessions live in the database: while it does not answer, nobody can be known as an admin.
    const admin = health.status === 'ok' && isAdmin(await sessionUser(c.var.auth, c.req.raw.headers), c.var.env);
    const body = admin ? health : { status: health.status };
    return health.status === 'ok' ? c.json(body, 200) : c.json(body, 503, statusHeaders(503));
  });
  api.openapi(readinessRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (await checkReadiness(c.var.database)) return c.json({ status: 'ok' as const }, 200);
    return c.json(errorBody('UNAVAILABLE'), 503, statusHeaders(503));
  });
}
