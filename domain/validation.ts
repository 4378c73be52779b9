import type { z } from 'zod';

/** The generic rules of spec section 5; each has a message in both catalogs (`validation.json`). */
export const validationRules = [
  'required',
  'numeric',
  'image',
  'size',
  'between',
  'alpha_num',
  'min',
  'max',
  'email',
  'min_value',
  'max_value',
  'max_length',
  'invalid',
  'common_password',
  'alias_format',
  'image_type',
  'image_bytes',
  'image_pixels',
  'date_order',
  'max_items',
  'one_highlight',
  'plain_name',
  'currency_needed',
  'cents',
] as const;
export type ValidationRule = (typeof validationRules)[number];

export type RuleViolation = { field: string; rule: ValidationRule; params: Record<string, number | string> };

type Issue = z.core.$ZodIssue;

const isRule = (value: string): value is ValidationRule => (validationRules as readonly string[]).includes(value);

/** A refinement or a pattern names its rule in its message, e.g. `{ message: 'common_password' }`. */
const namedRule = (issue: Issue): Pick<RuleViolation, 'rule' | 'params'> =>
  isRule(issue.message) ? { rule: issue.message, params: {} } : { rule: 'invalid', params: {} };

function ruleOf(issue: Issue): Pick<RuleViolation, 'rule' | 'params'> {
  switch (issue.code) {
    case 'invalid_type':
      if (/received (undefined|null)/.test(issue.message)) return { rule: 'required', params: {} };
      return issue.expected === 'number' ? { rule: 'numeric', params: {} } : { rule: 'invalid', params: {} };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { rule: 'required', params: {} } : { rule: 'min', params: { length: min } };
      if (issue.origin === 'number') return { rule: 'min_value', params: { min } };
      return { rule: 'required', params: {} };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { rule: 'max_length', params: { length: max } };
      if (issue.origin === 'file') return { rule: 'size', params: { size: Math.floor(max / 1024) } };
      if (issue.origin === 'array') return { rule: 'max_items', params: { max } };
      return { rule: 'max_value', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { rule: 'email', params: {} };
      return namedRule(issue);
    case 'custom':
      return namedRule(issue);
    default:
      return { rule: 'invalid', params: {} };
  }
}

/** Turns zod issues into language-neutral violations that the UI and the API translate. */
export function toViolations(error: { issues: readonly Issue[] }): RuleViolation[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || 'form', ...ruleOf(issue) }));
}
