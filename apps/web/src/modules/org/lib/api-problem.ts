import type { TFunction } from 'i18next';
import { problemText as sharedProblemText, type ApiProblem } from '../../../shared/lib/api-problem';
import { formatList } from './format';

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** `org:errors.<CODE>` with what org messages need: counts of blocking records and a cycle's path. */
export function problemText(t: TFunction, problem: ApiProblem, names: { [key: string]: string } = {}): string {
  const details = (problem.details ?? {}) as Record<string, unknown>;
  return sharedProblemText(t, problem, 'org:errors', {
    ...names,
    count: typeof details.employees === 'number' ? details.employees : listOf(details.children ?? details.designations).length,
    children: formatList(listOf(details.children)),
    designations: formatList(listOf(details.designations)),
    path: listOf(details.path).join(' › '),
  });
}
