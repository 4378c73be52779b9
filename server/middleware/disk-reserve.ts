import type { MiddlewareHandler } from 'hono';
import type { DiskSpace } from '../disk-space.ts';
import { errorResponse } from '../errors.ts';
import { DiskLow } from '../faults.ts';
import { requestLog } from '../observability/logger.ts';
import { isSafeMethod } from './safe-methods.ts';

/** Refuses every write of the API with 507 while DATA_DIR's free space is below its reserve; reads go on. */
export const diskReserve =
  (disk: DiskSpace): MiddlewareHandler =>
  async (c, next) => {
    if (isSafeMethod(c.req.method) || !disk.low()) return next();
    requestLog().warn(`API ${c.req.method} ${c.req.path} answered 507: free space in DATA_DIR is below its reserve`);
    return errorResponse(new DiskLow(), c.req.raw);
  };
