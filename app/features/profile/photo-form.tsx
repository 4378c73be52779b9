import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Avatar } from '#app/components/ui/avatar.tsx';
import { FormMessage, SubmitButton } from '#app/components/ui/form-fields.tsx';
import { acceptedImageTypes, mediaLimits } from '#domain/media.ts';

/** The profile photo: its own small form, so choosing a file never risks the rest of the profile. */
export function PhotoForm({ photo, name, error }: { photo: string | null; name: string; error?: string | undefined }) {
  const { t } = useTranslation('account-profile');
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="photo-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="photo-heading" className="text-lg font-semibold text-slate-900">
        {t('edit.photo')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-6">
        {preview ? (
          <img src={preview} alt="" className="size-28 rounded-full object-cover" />
        ) : (
          <Avatar photo={photo} preset="avatar-lg" alt={t('photoAlt', { name })} className="size-28" />
        )}
        <Form method="post" encType="multipart/form-data" noValidate className="min-w-60 flex-1 space-y-3">
          <input type="hidden" name="intent" value="photo" />
          {error && <FormMessage>{error}</FormMessage>}
          <label htmlFor="photo" className="block text-sm font-semibold text-slate-800">
            {t('edit.photoChoose')}
          </label>
          <p id="photo-hint" className="text-sm text-slate-600">
            {t('edit.photoHint', { size: mediaLimits.maxBytes / (1024 * 1024) })}
          </p>
          <input
            id="photo"
            name="photo"
            type="file"
            accept={acceptedImageTypes.join(',')}
            aria-describedby="photo-hint"
            aria-invalid={error ? true : undefined}
            required
            onChange={(event) => {
              const file = event.target.files?.[0];
              setPreview(file ? URL.createObjectURL(file) : null);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-teal-50 file:px-4 file:py-2 file:font-semibold file:text-teal-800"
          />
          <SubmitButton pendingLabel={t('edit.photoPending')}>{t('edit.photoUpload')}</SubmitButton>
        </Form>
      </div>
      {photo && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="remove-photo" />
          <button type="submit" className="text-sm font-medium text-red-800 underline underline-offset-2">
            {t('edit.photoRemove')}
          </button>
        </Form>
      )}
    </section>
  );
}
