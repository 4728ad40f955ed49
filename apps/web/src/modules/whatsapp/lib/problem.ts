import type { TFunction } from 'i18next';
import { problemText as sharedProblemText, type ApiProblem } from '../../../shared/lib/api-problem';

export { isStale, toProblem, type ApiProblem } from '../../../shared/lib/api-problem';

/** A WhatsApp screen's failure in the user's words: `whatsapp:errors.<CODE>`, else the kind of failure. */
export const problemText = (t: TFunction, problem: ApiProblem): string => sharedProblemText(t, problem, 'whatsapp:errors');
