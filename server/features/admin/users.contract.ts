import { createRoute } from '@hono/zod-openapi';
import {
  adminUsersLimits,
  adminUsersQuerySchema,
  adminUsersSchema,
  blockSchema,
  roleSchema,
  userParamsSchema,
} from '#domain/schemas/admin-users.ts';
import { invalidInput, json, jsonBody, named, OkSchema, refused } from '../../openapi.ts';
import { adminOnly, adminResponses } from './admin-openapi.ts';

const done = { 200: json(OkSchema, 'Done, and written to the audit log') };
const refusedTarget = {
  403: refused('Not an admin; or the target is the caller, an admin to block, or an operator’s admin to demote'),
  404: refused('No member with this id'),
};

export const adminUsersRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  operationId: 'adminUsers',
  summary: 'Members, newest first; `q` finds words of a name, an e-mail address or an alias',
  ...adminOnly,
  request: { query: adminUsersQuerySchema },
  responses: {
    200: json(named(adminUsersSchema, 'AdminUsers'), '`docs` and `paginator`'),
    ...invalidInput(),
    ...adminResponses,
  },
});

export const setRoleRoute = createRoute({
  method: 'put',
  path: '/admin/users/{id}/role',
  operationId: 'adminSetRole',
  summary: 'Makes a member an admin or a magazine editor (`editor`), or takes the role back (`user`)',
  ...adminOnly,
  request: { params: userParamsSchema, ...jsonBody(named(roleSchema, 'Role')) },
  responses: { ...done, ...invalidInput(), ...adminResponses, ...refusedTarget },
});

export const blockUserRoute = createRoute({
  method: 'put',
  path: '/admin/users/{id}/block',
  operationId: 'adminBlockUser',
  summary: 'Blocks a member: signed out everywhere at once, and refused at sign-in with the reason',
  description: `\`reason\`: 1 to ${adminUsersLimits.reasonMax} characters; the member reads it when signing in.`,
  ...adminOnly,
  request: { params: userParamsSchema, ...jsonBody(named(blockSchema, 'Block')) },
  responses: { ...done, ...invalidInput('`reason` is missing or too long'), ...adminResponses, ...refusedTarget },
});

export const unblockUserRoute = createRoute({
  method: 'delete',
  path: '/admin/users/{id}/block',
  operationId: 'adminUnblockUser',
  summary: 'Lets a blocked member sign in again',
  ...adminOnly,
  request: { params: userParamsSchema },
  responses: { ...done, ...invalidInput(), ...adminResponses, ...refusedTarget },
});
