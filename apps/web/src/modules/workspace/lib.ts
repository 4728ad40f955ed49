import type { TFunction } from 'i18next';
import { problemText as sharedProblemText, type ApiProblem } from '../../shared/lib/api-problem';

export { toProblem } from '../../shared/lib/api-problem';

/** A failed call in the user's words, from `workspace:errors`. */
export const problemText = (t: TFunction, problem: ApiProblem): string => sharedProblemText(t, problem, 'workspace:errors');
