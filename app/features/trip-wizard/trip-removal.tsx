import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, ModalDialog } from '#app/components/ui/modal-dialog.tsx';
import { callApi } from '#app/lib/api-client.ts';

/** Delete, after a question: the trip goes for good, with its pictures. */
export function DeleteTripButton({
  tripId,
  locale,
  onDeleted,
}: {
  tripId: string;
  locale: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('trip-page');
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    try {
      await callApi('DELETE /trip/{id}', { params: { id: tripId } }, { locale });
      onDeleted();
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className={`${buttonClass.quiet} text-red-800`} onClick={() => setAsking(true)}>
        {t('author.delete')}
      </button>
      <ModalDialog
        open={asking}
        title={t('author.confirmDelete')}
        onCancel={() => setAsking(false)}
        actions={
          <>
            <button type="button" className={buttonClass.quiet} onClick={() => setAsking(false)}>
              {t('author.cancel')}
            </button>
            <button type="button" className={buttonClass.danger} onClick={() => void remove()}>
              {t('author.confirm')}
            </button>
          </>
        }
      >
        {failed && <p role="alert">{t('trip-wizard:save.failed')}</p>}
      </ModalDialog>
    </>
  );
}
