import type { ApiApp } from '../../api.ts';
import { apiLocale } from '../../i18n.ts';
import { type ApiContext, adminCaller } from '../../policies/caller.ts';
import {
  createIssueRoute,
  deleteIssueRoute,
  listIssuesRoute,
  readIssueRoute,
  saveIssueRoute,
  sendIssueRoute,
  testIssueRoute,
} from './newsletter-issues.contract.ts';
import {
  createIssue,
  deleteIssue,
  type IssueAdmin,
  listIssues,
  readIssue,
  saveIssue,
  sendTest,
  startSending,
} from './newsletter-issues.service.ts';

async function actingAdmin(c: ApiContext): Promise<IssueAdmin> {
  const user = await adminCaller(c);
  return { userId: user.id, name: user.displayName, locale: apiLocale(c.req.raw) };
}

const db = (c: ApiContext) => c.var.database.db;

export function registerNewsletterIssues(api: ApiApp) {
  api.openapi(listIssuesRoute, async (c) => {
    await adminCaller(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await listIssues(db(c), c.req.valid('query').page), 200);
  });

  api.openapi(createIssueRoute, async (c) =>
    c.json(await createIssue(db(c), await actingAdmin(c), c.req.valid('json')), 201),
  );

  api.openapi(readIssueRoute, async (c) => {
    await adminCaller(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await readIssue(db(c), c.req.valid('param').id), 200);
  });

  api.openapi(saveIssueRoute, async (c) => {
    const admin = await actingAdmin(c);
    return c.json(await saveIssue(db(c), admin, c.req.valid('param').id, c.req.valid('json')), 200);
  });

  api.openapi(deleteIssueRoute, async (c) => {
    await adminCaller(c);
    await deleteIssue(db(c), c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(testIssueRoute, async (c) => {
    const admin = await actingAdmin(c);
    await sendTest(db(c), c.var.mailer, c.var.env, admin, c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(sendIssueRoute, async (c) => {
    const admin = await actingAdmin(c);
    const { version } = c.req.valid('json');
    return c.json(await startSending(db(c), admin, c.req.valid('param').id, version), 200);
  });
}
