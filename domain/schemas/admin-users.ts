import { z } from 'zod';
import { paginatorSchema } from './paginator.ts';

export const adminUsersLimits = { perPage: 25, reasonMax: 500 } as const;

/** A member's role: `editor` writes the magazine (ADR 0040), `admin` runs the site. */
export const memberRoles = ['user', 'editor', 'admin'] as const;
export type MemberRole = (typeof memberRoles)[number];
const memberRoleSchema = z.enum(memberRoles);

/** `GET /api/admin/users`: members by name, e-mail address or alias, newest first. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  alias: z.string().nullable(),
  role: memberRoleSchema,
  operatorAdmin: z.boolean().describe('Listed in ADMIN_EMAILS by the operator: an admin the UI cannot demote'),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  blocked: z.object({ reason: z.string(), at: z.string() }).nullable(),
  trips: z.number().int().describe('Trips they wrote, drafts included'),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersSchema = z.object({ docs: z.array(adminUserSchema), paginator: paginatorSchema });
export type AdminUsers = z.infer<typeof adminUsersSchema>;

/** Account ids are better-auth's, not the site's 16-character ones. */
export const userParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const roleSchema = z.object({ role: memberRoleSchema });
export const blockSchema = z.object({ reason: z.string() });
