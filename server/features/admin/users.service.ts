import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { type AdminUsers, adminUsersLimits, type MemberRole, memberRoles } from '#domain/schemas/admin-users.ts';
import { paginatorOf } from '#domain/schemas/paginator.ts';
import { getT } from '#locales/i18n.ts';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/contains.ts';
import { session, trip, user, userProfile } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { presentHidden } from '../../presenters/hidden.ts';
import { type Admin, recordAudit } from './audit.ts';

type Acting = Admin & { locale: Locale };
type Operators = Pick<Env, 'ADMIN_EMAILS'>;

const tripsOf = sql<number>`(SELECT count(*)::int FROM ${trip} WHERE ${trip.authorId} = ${user.id})`;

/** `GET /api/admin/users`: members whose name, address or alias holds `q`, newest first. */
export async function adminUsers(db: Db, env: Operators, q: string, page: number): Promise<AdminUsers> {
  const words = containing(q);
  const where = words
    ? or(ilike(user.name, words), ilike(user.email, words), ilike(userProfile.alias, words))
    : undefined;
  const perPage = adminUsersLimits.perPage;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user, alias: userProfile.alias, trips: tripsOf })
      .from(user)
      .leftJoin(userProfile, eq(userProfile.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), user.id)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(user).leftJoin(userProfile, eq(userProfile.userId, user.id)).where(where),
  ]);
  return {
    docs: rows.map((row) => ({
      _id: row.user.id,
      name: row.user.name,
      email: row.user.email,
      alias: row.alias,
      role: memberRoles.find((role) => role === row.user.role) ?? 'user',
      operatorAdmin: env.ADMIN_EMAILS.includes(row.user.email.toLowerCase()),
      emailVerified: row.user.emailVerified,
      createdAt: row.user.createdAt.toISOString(),
      blocked: presentHidden({ hiddenAt: row.user.blockedAt, hiddenReason: row.user.blockedReason }),
      trips: row.trips,
    })),
    paginator: paginatorOf(page, total?.value ?? 0, perPage),
  };
}

/** The member an admin acts on: not themselves, and found (404 otherwise). */
async function otherMember(db: Db, admin: Acting, id: string) {
  const t = getT(admin.locale);
  if (id === admin.userId) throw new AppError('FORBIDDEN', t('admin:users.notYourself'));
  const [found] = await db.select().from(user).where(eq(user.id, id));
  if (!found) throw new AppError('NOT_FOUND', t('admin:users.notFound'));
  return found;
}

/** The audit log's word for a change of role. */
const roleAction = (from: string, to: MemberRole) =>
  to === 'user' ? (from === 'editor' ? 'remove-editor' : 'remove-admin') : `make-${to}`;

/** Give a member a role or take it back; an operator's admins stay admins. */
export async function setRole(db: Db, env: Operators, admin: Acting, id: string, role: MemberRole) {
  const found = await otherMember(db, admin, id);
  if (role !== 'admin' && env.ADMIN_EMAILS.includes(found.email.toLowerCase())) {
    throw new AppError('FORBIDDEN', getT(admin.locale)('admin:users.operatorAdmin'));
  }
  // The other half of "admins are not blocked": a blocked member is unblocked before the role.
  if (role !== 'user' && found.blockedAt) {
    throw new AppError('FORBIDDEN', getT(admin.locale)('admin:users.blockedNotAdmin'));
  }
  await db.update(user).set({ role }).where(eq(user.id, id));
  const action = roleAction(found.role, role);
  await recordAudit(db, admin, { action, targetKind: 'user', targetId: id, targetLabel: found.name, note: '' });
}

/**
 * Block a member with the reason they are told at sign-in: every session of theirs ends now, and
 * no new one is made (server/auth/blocked-account.ts). Admins are not blocked: take the role first.
 */
export async function blockMember(db: Db, env: Operators, admin: Acting, id: string, reason: string) {
  const t = getT(admin.locale);
  const words = reason.trim();
  const problem = !words
    ? t('validation:required', { field: t('admin:users.reasonField') })
    : words.length > adminUsersLimits.reasonMax
      ? t('validation:max_length', { length: adminUsersLimits.reasonMax })
      : null;
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ field: 'reason', message: problem }]);
  const found = await otherMember(db, admin, id);
  if (found.role === 'admin' || env.ADMIN_EMAILS.includes(found.email.toLowerCase())) {
    throw new AppError('FORBIDDEN', t('admin:users.adminNotBlocked'));
  }
  await db.transaction(async (tx) => {
    await tx.update(user).set({ blockedAt: new Date(), blockedReason: words }).where(eq(user.id, id));
    await tx.delete(session).where(eq(session.userId, id));
  });
  await recordAudit(db, admin, {
    action: 'block',
    targetKind: 'user',
    targetId: id,
    targetLabel: found.name,
    note: words,
  });
}

/** Let a blocked member sign in again. */
export async function unblockMember(db: Db, admin: Acting, id: string) {
  const found = await otherMember(db, admin, id);
  await db.update(user).set({ blockedAt: null, blockedReason: null }).where(eq(user.id, id));
  await recordAudit(db, admin, {
    action: 'unblock',
    targetKind: 'user',
    targetId: id,
    targetLabel: found.name,
    note: '',
  });
}
