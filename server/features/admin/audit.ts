import { count, desc } from 'drizzle-orm';
import { type AuditEntry, type AuditPage, auditLimits } from '#domain/schemas/admin.ts';
import { paginatorOf } from '#domain/schemas/paginator.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/new-id.ts';
import { auditLog } from '../../db/schema/index.ts';

/** The admin acting: their id and the name the log keeps should the account go. */
export type Admin = { userId: string; name: string };

type Entry = Pick<AuditEntry, 'action' | 'targetKind' | 'targetId' | 'targetLabel' | 'note'>;

/** Writes one line of the audit log; every admin action calls it in the same transaction or just after. */
export async function recordAudit(db: Db, admin: Admin, entry: Entry): Promise<void> {
  await db.insert(auditLog).values({ id: newId(), actorId: admin.userId, actorName: admin.name, ...entry });
}

/** `GET /api/admin/audit?page`: the log, newest first. */
export async function auditPage(db: Db, page: number): Promise<AuditPage> {
  const perPage = auditLimits.perPage;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(auditLog),
  ]);
  return {
    docs: rows.map((row) => ({
      _id: row.id,
      actor: row.actorName,
      action: row.action,
      targetKind: row.targetKind,
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    })),
    paginator: paginatorOf(page, total?.value ?? 0, perPage),
  };
}
