import { data, type RouterContextProvider, redirect } from 'react-router';
import { flashCookie } from '#app/lib/auth-responses.server.ts';
import { type FieldErrors, readFormWithin } from '#app/lib/form.server.ts';
import { requireVerifiedUser } from '#app/lib/guards.server.ts';
import type { PageMeta } from '#app/lib/page-meta.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { isAliasShaped } from '#domain/ids.ts';
import { type Locale, localeFromPath, localizePath } from '#domain/locale.ts';
import { socialNetworkIds } from '#domain/schemas/profile.ts';
import { getT } from '#locales/i18n.ts';
import { AppError } from '#server/errors.ts';
import { presentOwnProfile, presentPublicProfile } from '#server/features/profile/profile.presenter.ts';
import {
  AliasUnavailableError,
  profileOfAlias,
  profileOfUser,
  updateProfile,
} from '#server/features/profile/profile.service.ts';
import { aliasMessage, parseProfile } from '#server/features/profile/profile-input.ts';
import { removeProfilePhoto, setProfilePhoto } from '#server/features/profile/profile-photo.ts';
import { publishedTrips } from '#server/features/trips/trip-list.ts';
import { ImageRejected } from '#server/media/image-pipeline.ts';
import { mediaError } from '#server/media/media-error.ts';
import { addPageKeys, requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params?: Record<string, string | undefined> };

export type ProfileFormFailure = {
  errors: FieldErrors;
  values: Record<string, string | string[]>;
  photoError?: string;
};

function pageOf({ request, context }: Args) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, ...context.get(requestContext) };
}

function metaOf(locale: Locale, page: 'profile' | 'edit' | 'public', name = ''): PageMeta {
  const t = getT(locale);
  return {
    title: t('meta.titleTemplate', { page: t(`account-profile:meta.${page}.title`, { name }) }),
    description: t(`account-profile:meta.${page}.description`, { name }),
  };
}

async function ownProfile(args: Args) {
  const user = await requireVerifiedUser(args);
  const { database, locale, publicEnv } = pageOf(args);
  const record = await profileOfUser(database.db, user.id);
  if (!record) throw redirect(localizePath('/signin', locale));
  const visited = record.visitedCountries;
  return { locale, publicUrl: publicEnv.publicUrl, profile: presentOwnProfile(record), visited };
}

export async function profileLoader(args: Args) {
  const { locale, ...rest } = await ownProfile(args);
  return { meta: metaOf(locale, 'profile'), ...rest };
}

export async function editProfileLoader(args: Args) {
  const { locale, ...rest } = await ownProfile(args);
  return { meta: metaOf(locale, 'edit'), ...rest };
}

/** The form as the API's input: repeated country fields become lists, social links one object. */
function profileInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const list = (name: string) => form.getAll(name).filter((value): value is string => typeof value === 'string');
  return {
    displayName: text('displayName'),
    alias: text('alias'),
    location: text('location'),
    aboutMe: text('aboutMe'),
    traveledCountries: list('traveledCountries'),
    favoriteCountries: list('favoriteCountries'),
    socialProfiles: Object.fromEntries(socialNetworkIds.map((network) => [network, text(`socialProfiles.${network}`)])),
  };
}

function typedValues(input: ReturnType<typeof profileInput>): ProfileFormFailure['values'] {
  const { socialProfiles, ...rest } = input;
  const social = Object.entries(socialProfiles).map(([network, url]) => [`socialProfiles.${network}`, url]);
  return { ...rest, ...Object.fromEntries(social) };
}

/** The photo form: upload or removal, then back to the page with a success alert or the reason. */
async function photoAction(args: Args, userId: string, intent: 'photo' | 'remove-photo', form: FormData) {
  const { database, locale, env, storage } = pageOf(args);
  const deps = { db: database.db, storage };
  const done = (key: string) => {
    const flash = flashCookie(
      { variant: 'success', key: `account-profile:edit.${key}` },
      env.PUBLIC_URL.startsWith('https://'),
    );
    return redirect(localizePath('/account/edit-profile', locale), { status: 303, headers: { 'Set-Cookie': flash } });
  };
  if (intent === 'remove-photo') {
    await removeProfilePhoto(deps, userId);
    throw done('photoRemoved');
  }
  const file = form.get('photo');
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  try {
    await setProfilePhoto(deps, userId, bytes, locale);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data<ProfileFormFailure>(
      { errors: {}, values: {}, photoError: error.message },
      { status: error.status, headers: error.headers },
    );
  }
  throw done('photoSaved');
}

export async function editProfileAction(args: Args) {
  const user = await requireVerifiedUser(args);
  const { database, locale, env } = pageOf(args);
  // As the API does: a body that says it is far over the image cap is never read, one that does not
  // say is read only up to the cap, and both are told so at the photo field.
  const formData = await readFormWithin(args.request);
  if (!formData) {
    const message = mediaError(
      new ImageRejected('bytes'),
      locale,
      'photo',
      getT(locale)('account-profile:edit.photo'),
    ).message;
    return data<ProfileFormFailure>({ errors: {}, values: {}, photoError: message }, { status: 413 });
  }
  const intent = formData.get('intent');
  if (intent === 'photo' || intent === 'remove-photo') return photoAction(args, user.id, intent, formData);
  const input = profileInput(formData);
  const failure = (errors: FieldErrors) =>
    data<ProfileFormFailure>({ errors, values: typedValues(input) }, { status: 400 });

  const parsed = parseProfile(input, locale);
  if (!parsed.ok) return failure(Object.fromEntries(parsed.fields.map(({ field, message }) => [field, message])));
  try {
    await updateProfile(database.db, user.id, parsed.data);
  } catch (error) {
    if (error instanceof AliasUnavailableError) return failure({ alias: aliasMessage(locale, error.reason) });
    throw error;
  }
  const flash = flashCookie(
    { variant: 'success', key: 'account-profile:edit.saved' },
    env.PUBLIC_URL.startsWith('https://'),
  );
  throw redirect(localizePath('/account/profile', locale), { status: 303, headers: { 'Set-Cookie': flash } });
}

/** `/{alias}`: one canonical spelling (301), the 404 page for an unknown alias. */
export async function publicProfileLoader(args: Args) {
  const { database, locale, rendered } = pageOf(args);
  const alias = args.params?.alias ?? '';
  const record = isAliasShaped(alias) ? await profileOfAlias(database.db, alias) : null;
  if (!record?.alias) throw data(null, { status: 404 });
  if (record.alias !== alias) throw redirect(localizePath(`/${encodeURIComponent(record.alias)}`, locale), 301);
  const profile = presentPublicProfile(record);
  const name = profile.displayName ?? getT(locale)('account-profile:unnamed');
  const page = pageNumber(new URL(args.request.url));
  const trips = await publishedTrips(database.db, page, locale, record.userId);
  // The rows behind the page are the member's, not in its loader data: a proxy forgets it with them.
  addPageKeys(rendered, `profile-${record.userId}`);
  return { meta: metaOf(locale, 'public', name), profile, visited: record.visitedCountries, trips };
}
