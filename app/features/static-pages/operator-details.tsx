import { textLink } from './styles.ts';
import type { OperatorInfo } from './types.ts';

/**
 * The operator's contact details from the server configuration, for contact, imprint and privacy.
 * A line with nothing configured is left out; `settingsNote` tells an admin which settings fill it.
 */
export function OperatorDetails({ operator, settingsNote }: { operator: OperatorInfo; settingsNote?: string | null }) {
  const { labels } = operator;
  return (
    <>
      {settingsNote && (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {settingsNote}
        </p>
      )}
      <address className="rounded-2xl border border-slate-200 bg-slate-50 p-5 not-italic sm:p-6">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-900">{labels.name}</dt>
          <dd className="text-slate-700">{operator.name}</dd>
          {operator.addressLines.length > 0 && (
            <>
              <dt className="font-semibold text-slate-900">{labels.address}</dt>
              <dd className="text-slate-700">
                {operator.addressLines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: address lines are fixed configuration.
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </dd>
            </>
          )}
          <dt className="font-semibold text-slate-900">{labels.email}</dt>
          <dd className="break-words">
            <a href={`mailto:${operator.email}`} className={textLink}>
              {operator.email}
            </a>
          </dd>
          {operator.phone && (
            <>
              <dt className="font-semibold text-slate-900">{labels.phone}</dt>
              <dd>
                <a href={`tel:${operator.phone.replace(/[^\d+]/g, '')}`} className={textLink}>
                  {operator.phone}
                </a>
              </dd>
            </>
          )}
        </dl>
      </address>
    </>
  );
}
