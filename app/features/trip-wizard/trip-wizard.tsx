import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { useAlerts } from '#app/components/ui/alerts.tsx';
import { buttonClass, ModalDialog } from '#app/components/ui/modal-dialog.tsx';
import { type Locale, locales, localizePath } from '#domain/locale.ts';
import type { RuleViolation } from '#domain/validation.ts';
import { DaysStep } from './days-step.tsx';
import { forgetDraft, storedDraft } from './draft-backup.ts';
import { UploadContext } from './image-upload.tsx';
import { MainStep } from './main-step.tsx';
import { StationsStep } from './stations-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import { DeleteTripButton } from './trip-removal.tsx';
import { changeStatus } from './trip-status.ts';
import { useMachineTranslation } from './use-machine-translation.ts';
import { useTripSaver } from './use-trip-saver.ts';
import type { Draft } from './wizard-draft.ts';
import { FieldErrorsContext } from './wizard-fields.tsx';
import { initialWizardState, type WizardStep, wizardReducer, wizardSteps } from './wizard-reducer.ts';
import { draftViolations, fieldId, labelKeyOf, publishViolations, stepOf } from './wizard-validation.ts';

type TripWizardProps = {
  /** Told when the first save created the trip, just before the wizard moves to its address. */
  onCreated: (tripId: string) => void;
  tripId: string | null;
  draft: Draft;
  languages: Locale[];
  originalLanguage: Locale;
  translating: boolean;
  status: 'draft' | 'published';
  pageLocale: Locale;
};

const stepFrom = (value: string | null): WizardStep => wizardSteps.find((step) => step === value) ?? 'main';

/** Which check marked the fields: the current step's (Next), the whole draft's (Save), or publishing's. */
type Check = 'step' | 'save' | 'publish';

export function TripWizard(props: TripWizardProps) {
  const { tripId, draft, languages, originalLanguage, translating, pageLocale, onCreated } = props;
  const { t } = useTranslation('trip-wizard');
  const alerts = useAlerts();
  const navigate = useNavigate();
  const location = useLocation();
  const step = stepFrom(new URLSearchParams(location.search).get('step'));
  const [state, dispatch] = useReducer(wizardReducer, null, () => ({
    ...initialWizardState(draft, tripId, languages),
    currentStep: step,
  }));
  const saver = useTripSaver(state, dispatch, pageLocale);
  const [check, setCheck] = useState<Check | null>(null);
  const [status, setStatus] = useState(props.status);
  const [thanks, setThanks] = useState(false);
  const leaving = useRef(false);
  /** The trip's own address, once the first save created it: moving there is not leaving. */
  const ownPath = useRef<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const pending = useRef(state.hasPendingChanges);
  pending.current = state.hasPendingChanges;
  const language = state.draft.language;
  const machine = useMachineTranslation(translating, state.draft, originalLanguage, dispatch, pageLocale);

  // The address holds the step, so the browser's back button and a reload land on it.
  useEffect(() => {
    if (state.currentStep !== step) dispatch({ type: 'goToStep', step });
  }, [step, state.currentStep]);

  // A new step is announced by moving to its heading; the page's first step keeps the focus where it is.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.currentStep);
  useEffect(() => {
    if (shownStep.current === state.currentStep) return;
    shownStep.current = state.currentStep;
    stepHeading.current?.focus();
  }, [state.currentStep]);

  // A draft this browser kept, unsaved, comes back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the draft the page opened with
  useEffect(() => {
    const kept = storedDraft(tripId, draft.language);
    if (!kept) return;
    dispatch({ type: 'restore', draft: kept });
    alerts.show(t('save.restored'), 'info');
  }, []);

  // The first save created the trip: once it is done, the wizard edits the trip at its own address.
  // Anything typed meanwhile is in the browser's copy, which the page there picks up.
  useEffect(() => {
    if (tripId || ownPath.current || !state.tripId || uploading > 0 || saver.status === 'saving') return;
    ownPath.current = localizePath(`/trips/${state.tripId}/edit`, pageLocale);
    onCreated(state.tripId);
    navigate(`${ownPath.current}?language=${language}&step=${step}`, { replace: true });
  }, [state.tripId, tripId, language, step, navigate, pageLocale, uploading, saver.status, onCreated]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      pending.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== ownPath.current,
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current && !leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // The address is named in full: the wizard renders in a parent route without a path of its own.
  const goTo = useCallback(
    (next: WizardStep) => {
      const search = new URLSearchParams(location.search);
      search.set('step', next);
      navigate({ pathname: location.pathname, search: `?${search}` });
    },
    [navigate, location.pathname, location.search],
  );

  const messages = useMemo(() => {
    if (check === null) return [];
    const all = check === 'publish' ? publishViolations(state.draft) : draftViolations(state.draft);
    const shown = check === 'step' ? all.filter((violation) => stepOf(violation.field) === state.currentStep) : all;
    return shown.map((v: RuleViolation): [string, string] => [
      v.field,
      t(`validation:${v.rule}`, { field: t(labelKeyOf(v.field)), ...v.params }),
    ]);
  }, [check, state.draft, state.currentStep, t]);
  // Every field reads this map: it changes only when the messages do, not with every key typed.
  const messagesKey = JSON.stringify(messages);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `messagesKey` stands for `messages`
  const errors = useMemo(() => new Map(messages), [messagesKey]);

  /** Marks the fields, says why, and puts the focus on the first failing field, on its own step. */
  const refuse = (kind: Check, found: RuleViolation[], message: string) => {
    setCheck(kind);
    alerts.showError(message);
    const first = found[0]?.field;
    if (!first) return;
    if (stepOf(first) !== state.currentStep) goTo(stepOf(first));
    setTimeout(() => document.getElementById(fieldId(first))?.focus(), 50);
  };

  const next = () => {
    const found = draftViolations(state.draft).filter((v) => stepOf(v.field) === state.currentStep);
    if (found.length > 0) return refuse('step', found, t('next.invalid'));
    const index = wizardSteps.indexOf(state.currentStep);
    goTo(wizardSteps[Math.min(index + 1, wizardSteps.length - 1)] as WizardStep);
  };

  const save = async (): Promise<boolean> => {
    const found = draftViolations(state.draft);
    if (found.length > 0) {
      refuse('save', found, t('save.invalid'));
      return false;
    }
    const outcome = await saver.save();
    if (outcome === 'saved') alerts.showSuccess(t('save.saved'));
    else if (outcome === 'failed') alerts.showError(saver.serverMessage ?? t('save.failed'));
    return outcome === 'saved';
  };

  // Read through a ref, so that the context (and every upload button) stays the same while typing.
  const saveRef = useRef(save);
  saveRef.current = save;
  const uploads = useMemo(
    () => ({
      tripId: async () => saver.tripId() ?? ((await saveRef.current()) ? saver.tripId() : null),
      track: (change: 1 | -1) => setUploading((count) => count + change),
    }),
    [saver.tripId],
  );

  const tripPath = (id: string, lang: string = language) => localizePath(`/trips/${id}`, lang as Locale);

  const publish = async () => {
    const found = publishViolations(state.draft);
    if (found.length > 0) return refuse('publish', found, t('publish.invalid'));
    if (!(await save()) || !state.tripId) return;
    const version = await changeStatus(state.tripId, 'publish', pageLocale);
    if (version === null) return alerts.showError(t('save.failed'));
    dispatch({ type: 'created', tripId: state.tripId, version });
    setStatus('published');
    setThanks(true);
  };

  const moveToDraft = async () => {
    if (!state.tripId) return;
    const version = await changeStatus(state.tripId, 'draft', pageLocale);
    if (version === null) return alerts.showError(t('save.failed'));
    dispatch({ type: 'created', tripId: state.tripId, version });
    setStatus('draft');
    alerts.showSuccess(t('trip-page:author.drafted'));
  };

  const otherLanguage =
    locales.find((candidate) => !state.languages.includes(candidate)) ?? locales.find((l) => l !== language);
  const stepIndex = wizardSteps.indexOf(state.currentStep);

  return (
    <UploadContext value={uploads}>
      <FieldErrorsContext value={errors}>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span>{t('language.writingIn', { language: t(`language.names.${language}`) })}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium">{t(`status.${status}`)}</span>
          <span role="status" data-testid="save-status" className="font-medium text-teal-800">
            {saver.status === 'saving'
              ? t('save.saving')
              : saver.status === 'failed'
                ? t('save.retrying')
                : state.hasPendingChanges
                  ? t('save.pending')
                  : saver.status === 'saved'
                    ? t('save.saved')
                    : ''}
          </span>
        </div>
        {machine !== 'none' && (
          <p
            role="note"
            className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            {t(machine === 'machine' ? 'language.machineTranslated' : 'language.translating', {
              language: t(`language.names.${originalLanguage}`),
              target: t(`language.names.${language}`),
            })}
          </p>
        )}
        <nav aria-label={t('steps.label')} className="mt-6">
          <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {wizardSteps.map((id, index) => (
              <li key={id}>
                <button
                  type="button"
                  aria-current={state.currentStep === id ? 'step' : undefined}
                  onClick={() => goTo(id)}
                  className="w-full rounded-lg border border-slate-300 px-3 py-2 text-left text-sm font-semibold text-slate-700 hover:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=step]:border-teal-700 aria-[current=step]:bg-teal-700 aria-[current=step]:text-white"
                >
                  <span className="block text-xs font-normal">{index + 1}.</span>
                  {t(`steps.${id}`)}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <section aria-labelledby="wizard-step" className="mt-8">
          <h2
            id="wizard-step"
            ref={stepHeading}
            tabIndex={-1}
            className="mb-6 text-2xl font-bold tracking-tight text-slate-900"
          >
            {t(`steps.${state.currentStep}`)}{' '}
            <span className="text-base font-normal text-slate-600">
              {t('steps.progress', { number: stepIndex + 1, count: wizardSteps.length })}
            </span>
          </h2>
          {state.currentStep === 'main' && <MainStep draft={state.draft} dispatch={dispatch} locale={pageLocale} />}
          {state.currentStep === 'stations' && (
            <StationsStep draft={state.draft} dispatch={dispatch} locale={pageLocale} />
          )}
          {state.currentStep === 'days' && <DaysStep draft={state.draft} dispatch={dispatch} />}
          {state.currentStep === 'summary' && (
            <SummaryStep
              draft={state.draft}
              dispatch={dispatch}
              previewUrl={state.tripId ? tripPath(state.tripId) : null}
              previewVersion={state.draft.version}
            />
          )}
        </section>
        <div className="mt-10 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-6">
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={stepIndex === 0}
            onClick={() => goTo(wizardSteps[stepIndex - 1] ?? 'main')}
          >
            {t('buttons.back')}
          </button>
          {stepIndex < wizardSteps.length - 1 && (
            <button type="button" className={buttonClass.primary} onClick={next}>
              {t('buttons.next')}
            </button>
          )}
          <button type="button" className={buttonClass.secondary} onClick={() => void save()}>
            {t('buttons.saveDraft')}
          </button>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={async () => {
              if ((await save()) && state.tripId) goTo('summary');
            }}
          >
            {t('buttons.preview')}
          </button>
          {status === 'draft' ? (
            <button type="button" className={buttonClass.primary} onClick={() => void publish()}>
              {t('buttons.publish')}
            </button>
          ) : (
            <button type="button" className={buttonClass.secondary} onClick={() => void moveToDraft()}>
              {t('trip-page:author.draft')}
            </button>
          )}
          {state.tripId && (
            <DeleteTripButton
              tripId={state.tripId}
              locale={pageLocale}
              onDeleted={() => {
                leaving.current = true;
                forgetDraft(state.tripId, language);
                alerts.showSuccess(t('trip-page:author.deleted'));
                navigate(localizePath('/trips', pageLocale));
              }}
            />
          )}
          <button
            type="button"
            className={`${buttonClass.quiet} ml-auto`}
            onClick={() => navigate(state.tripId ? tripPath(state.tripId, pageLocale) : localizePath('/', pageLocale))}
          >
            {t('buttons.cancel')}
          </button>
        </div>

        <ModalDialog
          open={blocker.state === 'blocked'}
          title={t('leave.title')}
          onCancel={() => blocker.reset?.()}
          actions={
            <>
              <button type="button" className={buttonClass.primary} onClick={() => blocker.reset?.()}>
                {t('leave.stay')}
              </button>
              <button type="button" className={buttonClass.danger} onClick={() => blocker.proceed?.()}>
                {t('leave.leave')}
              </button>
            </>
          }
        >
          <p>{t('leave.text')}</p>
        </ModalDialog>
        <ModalDialog
          open={saver.conflict}
          title={t('conflict.title')}
          onCancel={saver.dismissConflict}
          actions={
            <>
              <button type="button" className={buttonClass.primary} onClick={() => void saver.keepMine()}>
                {t('conflict.keepMine')}
              </button>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => {
                  leaving.current = true;
                  forgetDraft(state.tripId, language);
                  window.location.reload();
                }}
              >
                {t('conflict.useSaved')}
              </button>
            </>
          }
        >
          <p>{t('conflict.text')}</p>
        </ModalDialog>
        <ModalDialog
          open={thanks}
          title={t('publish.thanksTitle')}
          onCancel={() => setThanks(false)}
          actions={
            <>
              {otherLanguage && state.tripId && (
                <button
                  type="button"
                  className={buttonClass.primary}
                  onClick={() => {
                    setThanks(false);
                    navigate(
                      localizePath(`/trips/${state.tripId}/edit?language=${otherLanguage}&step=main`, pageLocale),
                    );
                  }}
                >
                  {t('publish.translateNow')}
                </button>
              )}
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => {
                  setThanks(false);
                  if (state.tripId) navigate(tripPath(state.tripId, pageLocale));
                }}
              >
                {t('publish.maybeLater')}
              </button>
            </>
          }
        >
          <p>{t('publish.thanksText', { language: t(`language.names.${otherLanguage ?? language}`) })}</p>
        </ModalDialog>
      </FieldErrorsContext>
    </UploadContext>
  );
}
