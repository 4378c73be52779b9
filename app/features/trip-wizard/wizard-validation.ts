import { missingForPublish, tripDocumentSchema } from '#domain/schemas/trip.ts';
import { type RuleViolation, toViolations } from '#domain/validation.ts';
import { type Draft, toSaveDocument } from './wizard-draft.ts';
import type { WizardStep } from './wizard-reducer.ts';

/** The draft against the API's own schema, so the wizard refuses exactly what the server would. */
export function draftViolations(draft: Draft): RuleViolation[] {
  const result = tripDocumentSchema.safeParse(toSaveDocument(draft, draft.version ?? 1));
  return result.success ? [] : toViolations(result.error);
}

/** Publishing asks more than saving: the fields `missingForPublish` names, as required. */
export function publishViolations(draft: Draft): RuleViolation[] {
  const missing = missingForPublish(draft).map((field): RuleViolation => ({ field, rule: 'required', params: {} }));
  return [...draftViolations(draft), ...missing];
}

/** The step where a field is edited, from its path in the draft. */
export function stepOf(field: string): WizardStep {
  if (/^places\.\d+\.days\./.test(field)) return 'days';
  if (field.startsWith('places')) return 'stations';
  if (field === 'summary' || field.startsWith('apps')) return 'summary';
  return 'main';
}

/** The element id of a field's control, so the first failing one can take the focus. */
export const fieldId = (path: string) => `wizard-${path.replace(/\./g, '-')}`;

/** The cost fields (ADR 0078), whose labels are the `trip-costs` catalog's. */
const costFields = new Set(['amount', 'currency', 'covers', 'price', 'travellers']);

/**
 * The field's label key: the last named segment of its path (`places.0.activities.1.name` →
 * `name`), in the wizard's catalog or, for a cost field, in `trip-costs`.
 */
export const labelKeyOf = (path: string) => {
  const key =
    path
      .split('.')
      .filter((segment) => !/^\d+$/.test(segment))
      .at(-1) ?? 'form';
  return costFields.has(key) ? `trip-costs:fields.${key}` : `trip-wizard:fields.${key}`;
};
