import type { ApiApp } from '../../api.ts';
import { actingMember } from '../../policies/caller.ts';
import { reportCommentRoute, reportTripRoute } from './report.contract.ts';
import { reportComment, reportTrip } from './report.service.ts';

export function registerReports(api: ApiApp) {
  api.openapi(reportTripRoute, async (c) => {
    const member = await actingMember(c);
    return c.json(await reportTrip(c.var.database.db, member, c.req.valid('param').id, c.req.valid('json')), 200);
  });

  api.openapi(reportCommentRoute, async (c) => {
    const member = await actingMember(c);
    return c.json(await reportComment(c.var.database.db, member, c.req.valid('param').id, c.req.valid('json')), 200);
  });
}
