import { apiClient } from '../../../shared/api';
import type { SearchResult } from '../../../shared/lib/registry';
import { personName } from '../../../shared/lib/format';
import { getAccessToken, sessionStore } from '../../../shared/lib/session';

/**
 * The header search's people provider: employees in the caller's scope whose name, work email or
 * employee number matches, opening their profile. Nothing when the caller may not read employees.
 */
export async function searchEmployees(query: string, signal: AbortSignal): Promise<SearchResult[]> {
  const permissions = sessionStore.getState().permissions;
  if (!getAccessToken() || (permissions && !Object.hasOwn(permissions, 'people.employees:read'))) return [];
  const page = await apiClient.get('/people/employees', { query: { q: query, pageSize: 6 }, signal });
  return page.items.map((e) => ({
    id: `employee-${e.id}`,
    label: personName(e),
    description: `${e.designationName} · ${e.departmentName}`,
    to: `/employee-details?id=${e.id}`,
  }));
}
