import '#locales/wizard.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, type ShouldRevalidateFunction, useLocation, useNavigate } from 'react-router';
import { buttonClass, ModalDialog } from '#app/components/ui/modal-dialog.tsx';
import { useLocale } from '#app/lib/locale.tsx';
import { locales } from '#domain/locale.ts';
import { TripWizard } from './trip-wizard.tsx';
import type { WizardLoaderData } from './wizard.server.ts';
import { emptyDraft } from './wizard-draft.ts';

/**
 * The step lives in the address (`?step=`), so reload and the back button work; moving between
 * steps must not load the trip again under the author's hands. A new language or trip does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.searchParams.get('language') === nextUrl.searchParams.get('language')
    ? false
    : defaultShouldRevalidate;

/** Asked first (spec 4); the answer goes into the address as `?language=`. */
function LanguageDialog() {
  const { t } = useTranslation('trip-wizard');
  const navigate = useNavigate();
  // Named, because the wizard renders in a parent route without a path of its own.
  const { pathname } = useLocation();
  return (
    <ModalDialog
      open
      title={t('language.question')}
      onCancel={() => navigate(-1)}
      actions={
        <Form method="get" action={pathname} className="flex flex-wrap justify-end gap-2">
          {locales.map((language) => (
            <button key={language} type="submit" name="language" value={language} className={buttonClass.primary}>
              {t(`language.names.${language}`)}
            </button>
          ))}
          <button type="button" className={buttonClass.quiet} onClick={() => navigate(-1)}>
            {t('language.cancel')}
          </button>
        </Form>
      }
    >
      <p>{t('language.hint')}</p>
    </ModalDialog>
  );
}

/** `/trips/create` and `/trips/{id}/edit`: the language first, then the wizard. */
export function WizardPage({ data }: { data: WizardLoaderData }) {
  const { t } = useTranslation('trip-wizard');
  const locale = useLocale();
  const { trip, language } = data;
  // The wizard that created a trip goes on editing it at the trip's address, without starting over.
  const [created, setCreated] = useState<{ id: string; key: string } | null>(null);
  const key = created && trip?.id === created.id ? created.key : `${trip?.id ?? 'new'}:${language}`;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {t(trip ? 'heading.edit' : 'heading.create')}
      </h1>
      {language === null ? (
        <LanguageDialog />
      ) : (
        <TripWizard
          key={key}
          onCreated={(id) => setCreated({ id, key })}
          tripId={trip?.id ?? null}
          draft={trip?.document ?? { ...emptyDraft(language), language }}
          languages={trip ? [...new Set([...trip.languages, language])] : [language]}
          originalLanguage={trip?.originalLanguage ?? language}
          translating={trip?.translating ?? false}
          status={trip?.status ?? 'draft'}
          pageLocale={locale}
        />
      )}
    </div>
  );
}
