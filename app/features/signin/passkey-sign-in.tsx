import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '#app/components/ui/form-fields.tsx';
import { useLocale } from '#app/lib/locale.tsx';
import { signInWithPasskey } from '#app/lib/passkey-calls.ts';
import { localizePath } from '#domain/locale.ts';
import { secondaryButton } from './ui.tsx';

/**
 * Sign-in with a passkey (ADR 0087): a button, and the browser's autofill on the e-mail field
 * where it offers passkeys there. Usable once the page runs, since only a script can ask.
 */
export function PasskeySignIn({ relay }: { relay: string }) {
  const { t } = useTranslation('account-passkeys');
  const locale = useLocale();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (typeof window.PublicKeyCredential !== 'function') return;
    setSupported(true);
    let gone = false;
    const conditional = window.PublicKeyCredential.isConditionalMediationAvailable?.() ?? Promise.resolve(false);
    conditional.then(async (available) => {
      if (!available || gone) return;
      const outcome = await signInWithPasskey(locale, true);
      if (!gone) follow(outcome, relay || localizePath('/', locale), setMessage);
    });
    return () => {
      gone = true;
    };
  }, [locale, relay]);

  async function start() {
    setBusy(true);
    setMessage(null);
    const outcome = await signInWithPasskey(locale, false);
    setBusy(false);
    follow(outcome, relay || localizePath('/', locale), setMessage);
  }

  return (
    // Its place is kept until the page runs, so nothing below it moves under a reader's click.
    <div className={`mt-6 space-y-3 ${supported ? '' : 'invisible'}`} aria-hidden={!supported}>
      {message && <FormMessage>{message}</FormMessage>}
      <button
        type="button"
        onClick={start}
        disabled={busy || !supported}
        tabIndex={supported ? undefined : -1}
        className={`${secondaryButton} w-full`}
      >
        {busy ? t('signIn.pending') : t('signIn.button')}
      </button>
    </div>
  );
}

/** Signed in: on to the relay (a full load, so every part of the page sees the session). Refused: say why. */
function follow(outcome: Awaited<ReturnType<typeof signInWithPasskey>>, onward: string, say: (text: string) => void) {
  if (outcome === 'cancelled') return;
  if ('ok' in outcome) window.location.assign(onward);
  else say(outcome.message);
}
