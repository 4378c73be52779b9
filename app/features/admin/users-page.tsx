import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Pagination } from '#app/components/pagination.tsx';
import { dangerButton, outlineButton } from '#app/components/ui/action-buttons.ts';
import { TextAreaField, TextField } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { type AdminUser, type AdminUsers, adminUsersLimits } from '#domain/schemas/admin-users.ts';
import type { BlockResult } from './users.server.ts';

const linkClass = 'font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

function Standing({ member }: { member: AdminUser }) {
  const { t } = useTranslation('admin');
  const role = member.operatorAdmin
    ? 'users.operator'
    : member.role === 'user'
      ? 'users.member'
      : `users.${member.role}`;
  return (
    <p className="mt-1 text-sm text-slate-700">
      {member.email} · {t(role)} · {t('users.trips', { count: member.trips })}
      {!member.emailVerified && ` · ${t('users.unverified')}`}
      {member.blocked && (
        <span className="ml-1 font-semibold text-rose-900">
          {t('users.blocked', { reason: member.blocked.reason })}
        </span>
      )}
    </p>
  );
}

function Buttons({ member, result }: { member: AdminUser; result: BlockResult | undefined }) {
  const { t } = useTranslation('admin');
  const mine = result?.user === member._id ? result : undefined;
  const admin = member.role === 'admin' || member.operatorAdmin;
  const described = { 'aria-describedby': `user-${member._id}` };
  return (
    <div className="mt-3 flex flex-wrap items-end gap-4">
      {!member.operatorAdmin && !member.blocked && (
        <Form method="post">
          <input type="hidden" name="user" value={member._id} />
          <button
            type="submit"
            name="intent"
            value={admin ? 'remove-admin' : 'make-admin'}
            className={outlineButton}
            {...described}
          >
            {t(admin ? 'users.removeAdmin' : 'users.makeAdmin')}
          </button>
        </Form>
      )}
      {!admin && !member.blocked && (
        <Form method="post">
          <input type="hidden" name="user" value={member._id} />
          <button
            type="submit"
            name="intent"
            value={member.role === 'editor' ? 'remove-editor' : 'make-editor'}
            className={outlineButton}
            {...described}
          >
            {t(member.role === 'editor' ? 'users.removeEditor' : 'users.makeEditor')}
          </button>
        </Form>
      )}
      {member.blocked ? (
        <Form method="post">
          <input type="hidden" name="user" value={member._id} />
          <button type="submit" name="intent" value="unblock" className={outlineButton} {...described}>
            {t('users.unblock')}
          </button>
        </Form>
      ) : (
        !admin && (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="user" value={member._id} />
            <TextAreaField
              name="reason"
              id={`reason-${member._id}`}
              label={
                <>
                  {t('users.reasonLabel')}
                  {/* A page lists many of these fields: each is named with its member when reached alone. */}
                  <span className="sr-only"> ({member.name})</span>
                </>
              }
              rows={1}
              maxLength={adminUsersLimits.reasonMax}
              defaultValue={mine?.reason}
              error={mine?.message}
            />
            <button type="submit" name="intent" value="block" className={dangerButton} {...described}>
              {t('users.block')}
            </button>
          </Form>
        )
      )}
    </div>
  );
}

/** Members with the admin's buttons: make or remove admin, block with a reason, unblock. */
export function AdminUsersPage({ list, q, result }: { list: AdminUsers; q: string; result: BlockResult | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('users.title')}</h1>
      <p className="mt-2 text-slate-700">{t('users.intro')}</p>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <TextField type="search" name="q" label={t('users.search')} defaultValue={q} />
        <button type="submit" className={outlineButton}>
          {t('trips.searchButton')}
        </button>
      </Form>
      {list.docs.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('users.none')}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {list.docs.map((member) => (
            <li key={member._id} className="rounded-xl border border-slate-200 p-4">
              <h2 id={`user-${member._id}`} className="text-lg font-semibold text-slate-900">
                {member.alias ? (
                  <LocalLink to={`/${member.alias}`} className={linkClass}>
                    {member.name}
                  </LocalLink>
                ) : (
                  member.name
                )}
              </h2>
              <Standing member={member} />
              <Buttons member={member} result={result} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.paginator.page}
        pages={list.paginator.totalPages}
        path="/admin/users"
        query={q ? `q=${encodeURIComponent(q)}` : ''}
        previous={t('previous')}
        next={t('next')}
      />
    </>
  );
}
