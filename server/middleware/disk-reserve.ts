import type { MiddlewareHandler } from 'hono';
import type { DiskSpace } from '../disk-space.ts';
import { toErrorResponse } from '../errors.ts';
import { DiskLow } from '../faults.ts';
import { apiLocale } from '../i18n.ts';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses every write of the API with 507 while DATA_DIR's free space is below its reserve; reads go on. */
export const diskReserve =
  (disk: DiskSpace): MiddlewareHandler =>
  async (c, next) => {
    if (reads.has(c.req.method) || !disk.low()) return next();
    console.warn('API', c.req.method, c.req.path, 'answered 507: free space in DATA_DIR is below its reserve');
    const { status, body, headers } = toErrorResponse(new DiskLow(), apiLocale(c.req.raw));
    return c.json(body, status, headers);
  };
