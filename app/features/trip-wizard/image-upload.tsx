import { createContext, useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure, callApi } from '#app/lib/api-client.ts';

type Uploads = {
  /** The trip's id, saving the trip first when it does not exist yet (null: it cannot be saved yet). */
  tripId: () => Promise<string | null>;
  /** Counts uploads under way, so that the wizard does not move to another page in the middle of one. */
  track: (change: 1 | -1) => void;
};

export const UploadContext = createContext<Uploads>({ tripId: async () => null, track: () => {} });

type UploadButtonProps = {
  label: string;
  onUploaded: (key: string) => void;
  /** Shown when the trip cannot be saved yet (no title), instead of uploading. */
  needsTrip: string;
  locale: string;
};

/**
 * A picture upload: the file goes to `POST /api/trip/{id}/image`, which checks, re-encodes and
 * strips it; the key that comes back is put into the draft. Refusals are the server's translated words.
 */
export function UploadButton({ label, onUploaded, needsTrip, locale }: UploadButtonProps) {
  const { t } = useTranslation('trip-wizard');
  const { tripId, track } = useContext(UploadContext);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    track(1);
    try {
      const trip = await tripId();
      if (!trip) {
        setError(needsTrip);
        return;
      }
      const body = new FormData();
      body.set('image', file);
      const { key } = await callApi('POST /trip/{id}/image', { params: { id: trip }, form: body }, { locale });
      onUploaded(key);
    } catch (error) {
      // A refused picture (type, size, too many) comes with the server's words, which name the field.
      setError((error instanceof ApiFailure && error.serverMessage) || t('save.failed'));
    } finally {
      setBusy(false);
      track(-1);
    }
  };

  return (
    <div>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center rounded-full border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700"
      >
        {busy ? t('main.uploading') : label}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
