import type { TFunction } from 'i18next';
import { problemText as sharedProblemText, type ApiProblem } from '../../../../shared/lib/api-problem';

export { isStale, toProblem, type ApiProblem } from '../../../../shared/lib/api-problem';

export type ErrorScope = 'reports' | 'whatsapp';

/** A reports or WhatsApp screen's failure in the user's words: `people:<scope>.errors.<CODE>`, else the kind of failure. */
export const problemText = (t: TFunction, problem: ApiProblem, scope: ErrorScope, names: Record<string, string | number> = {}): string =>
  sharedProblemText(t, problem, `people:${scope}.errors`, names);
