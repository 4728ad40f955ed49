import type { TFunction } from 'i18next';
import { problemText as sharedProblemText, type ApiProblem } from '../../../shared/lib/api-problem';

/** A people screen's failure in the user's words: `people:employees.errors.<CODE>`, else the kind of failure. */
export const problemText = (t: TFunction, problem: ApiProblem, values: Record<string, unknown> = {}): string =>
  sharedProblemText(t, problem, 'people:employees.errors', values);
