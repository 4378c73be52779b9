import { useTranslation } from 'react-i18next';
import { FormMessage } from '#app/components/ui/form-fields.tsx';
import type { TripActionResult } from '#app/lib/trip-author-action.server.ts';

/** What a publish or draft button did: done, or why publishing was refused and what is missing. */
export function AuthorActionResult({ result }: { result: TripActionResult }) {
  const { t } = useTranslation('trip-page');
  return (
    <div className="mt-3">
      {result.error ? (
        <FormMessage>
          <p>{result.error}</p>
          <ul className="mt-1 list-inside list-disc">
            {result.missing?.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </FormMessage>
      ) : (
        <FormMessage tone="success">
          {t(result.intent === 'publish' ? 'author.published' : 'author.drafted')}
        </FormMessage>
      )}
    </div>
  );
}
