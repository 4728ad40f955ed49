import { type ApiProblem, isStale, toProblem } from '../../../../shared/lib/api-problem';
import type { Company, UpdateCompany } from '@hcims/contracts/org';
import { useState } from 'react';
import { useUpdateCompany } from '../../api/company';

export type SaveOutcome = 'saved' | 'unchanged' | 'failed';

/**
 * Saving part of the company: only the changed fields with the version read; the outcome, the
 * server's problem (field issues, a stale version) for the form to show.
 */
export function useCompanySave(company: Company) {
  const mutation = useUpdateCompany();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [status, setStatus] = useState<SaveOutcome | null>(null);

  const save = async (patch: Omit<UpdateCompany, 'version'>): Promise<{ outcome: SaveOutcome; problem: ApiProblem | null }> => {
    setProblem(null);
    if (Object.keys(patch).length === 0) {
      setStatus('unchanged');
      return { outcome: 'unchanged', problem: null };
    }
    try {
      await mutation.mutateAsync({ ...patch, version: company.version });
      setStatus('saved');
      return { outcome: 'saved', problem: null };
    } catch (error) {
      const found = toProblem(error);
      setProblem(found);
      setStatus('failed');
      return { outcome: 'failed', problem: found };
    }
  };

  return {
    save,
    pending: mutation.isPending,
    problem,
    stale: isStale(problem),
    status,
    clear: () => {
      setProblem(null);
      setStatus(null);
    },
  };
}
