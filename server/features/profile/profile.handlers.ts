import { aliasSchema } from '#domain/schemas/profile.ts';
import type { ApiApp } from '../../api.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { apiLocale } from '../../i18n.ts';
import { uploadBodyLimit } from '../../media/accept-upload.ts';
import { verifiedCaller } from '../../policies/caller.ts';
import {
  aliasCheckRoute,
  getProfileRoute,
  removePhotoRoute,
  updateProfileRoute,
  uploadPhotoRoute,
} from './profile.contract.ts';
import { presentOwnProfile } from './profile.presenter.ts';
import { AliasUnavailableError, checkAlias, profileOfUser, updateProfile } from './profile.service.ts';
import { aliasMessage, profileUpdateOf } from './profile-input.ts';
import { photoField, removeProfilePhoto, setProfilePhoto } from './profile-photo.ts';

async function ownRecord(db: Db, userId: string) {
  const record = await profileOfUser(db, userId);
  if (!record) throw new AppError('UNAUTHORIZED', 'Please sign in first.');
  return record;
}

export function registerProfile(api: ApiApp) {
  api.openapi(getProfileRoute, async (c) => {
    const user = await verifiedCaller(c);
    c.header('Cache-Control', 'no-store');
    return c.json(presentOwnProfile(await ownRecord(c.var.database.db, user.id)), 200);
  });

  api.openapi(updateProfileRoute, async (c) => {
    const user = await verifiedCaller(c);
    const locale = apiLocale(c.req.raw);
    const db = c.var.database.db;
    const current = await ownRecord(db, user.id);
    try {
      await updateProfile(db, user.id, profileUpdateOf(current, c.req.valid('json')));
    } catch (error) {
      if (!(error instanceof AliasUnavailableError)) throw error;
      const message = aliasMessage(locale, error.reason);
      throw new AppError(error.reason === 'taken' ? 'CONFLICT' : 'VALIDATION_FAILED', message, [
        { field: 'alias', message },
      ]);
    }
    return c.json(presentOwnProfile(await ownRecord(db, user.id)), 200);
  });

  api.openapi(aliasCheckRoute, async (c) => {
    const user = await verifiedCaller(c);
    const { alias } = c.req.valid('query');
    const formatOk = aliasSchema.safeParse(alias).success;
    c.header('Cache-Control', 'no-store');
    return c.json(await checkAlias(c.var.database.db, user.id, alias.trim(), formatOk), 200);
  });

  api.use(uploadPhotoRoute.getRoutingPath(), uploadBodyLimit(photoField));

  api.openapi(uploadPhotoRoute, async (c) => {
    const user = await verifiedCaller(c);
    const { photo } = c.req.valid('form');
    const deps = { db: c.var.database.db, storage: c.var.storage };
    const key = await setProfilePhoto(deps, user.id, new Uint8Array(await photo.arrayBuffer()), apiLocale(c.req.raw));
    return c.json({ photo: key }, 200);
  });

  api.openapi(removePhotoRoute, async (c) => {
    const user = await verifiedCaller(c);
    await removeProfilePhoto({ db: c.var.database.db, storage: c.var.storage }, user.id);
    return c.json({ photo: null }, 200);
  });
}
