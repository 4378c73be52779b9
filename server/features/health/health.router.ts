import type { ApiApp } from '../../api.ts';
import { healthRoute } from './health.routes.ts';
import { checkHealth } from './health.service.ts';

export function registerHealth(api: ApiApp) {
  api.openapi(healthRoute, async (c) => {
    const health = await checkHealth(c.var.database);
    c.header('Cache-Control', 'no-store');
    return health.status === 'ok' ? c.json(health, 200) : c.json(health, 503);
  });
}
