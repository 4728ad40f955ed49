import type { TFunction } from 'i18next';
import { problemText as sharedProblemText, type ApiProblem } from '../../../../shared/lib/api-problem';
import { columnLabel } from './cells';
import { intlLocale } from './format';

export { isStale, toProblem, type ApiProblem } from '../../../../shared/lib/api-problem';

export type ErrorScope = 'reports';

/** The report fields a refusal names (PEOPLE_REPORT_FIELD_FORBIDDEN), as the user's labels: "Salary and IBAN". */
function fieldLabels(t: TFunction, problem: ApiProblem): Record<string, string> {
  const fields = (problem.details as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return {};
  const labels = fields.filter((f): f is string => typeof f === 'string').map((f) => columnLabel(t, f));
  return { fields: new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(labels) };
}

/** A reports screen's failure in the user's words: `people:<scope>.errors.<CODE>`, else the kind of failure. */
export const problemText = (t: TFunction, problem: ApiProblem, scope: ErrorScope, names: Record<string, string | number> = {}): string =>
  sharedProblemText(t, problem, `people:${scope}.errors`, { ...fieldLabels(t, problem), ...names });
