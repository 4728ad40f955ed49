import type { TFunction } from 'i18next';
import type { FormIssue } from '../../../shared/lib/form';

/** A zod issue in the user's language: required, too long, too high, or the field's own "invalid" text. */
export function issueText(t: TFunction, issue: FormIssue): string {
  const own = t(`org:validation.fields.${issue.path}`, { defaultValue: '' });
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return t('org:validation.required');
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return t('org:validation.required');
  if (issue.code === 'too_big' && issue.origin === 'string') return t('org:validation.tooLong', { max: issue.maximum });
  if (issue.code === 'too_big' && issue.origin === 'number') return t('org:validation.tooHigh', { max: issue.maximum });
  if (issue.code === 'too_small' && issue.origin === 'number') return t('org:validation.tooLow', { min: issue.minimum });
  return own || t('org:validation.invalid');
}

/** Org's words for the shared contract resolver (shared/lib/form): `contractResolver(schema, toBody, orgIssueText(t), { raw: true })`. */
export const orgIssueText =
  (t: TFunction) =>
  (issue: FormIssue): string =>
    issueText(t, issue);

/** Org's words for a field the server refused (shared/lib/form `applyServerErrors`). */
export const orgServerText =
  (t: TFunction) =>
  (field: string): string =>
    t(`org:validation.fields.${field}`, { defaultValue: t('org:validation.invalid') });

/** "" -> null, other text trimmed: the nullable text fields of the contracts. */
export const nullable = (value: string | undefined | null): string | null => {
  const text = (value ?? '').trim();
  return text ? text : null;
};

/** Only the keys whose value differs from `before` (a PATCH sends only what changed). */
export function changedOnly<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = after[key];
  }
  return out;
}
