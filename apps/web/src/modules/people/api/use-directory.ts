import type { DirectoryPageSchema, DirectoryQuery } from '@hcims/contracts/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, queryString } from '../../../shared/api';
import { peopleKeys } from './people-keys';

export type DirectoryPage = z.infer<typeof DirectoryPageSchema>;

/** GET /api/people/directory: work contacts of current staff. */
export function fetchDirectory(query: Partial<DirectoryQuery>, signal?: AbortSignal): Promise<DirectoryPage> {
  return apiClient.get('/people/directory', { query, signal });
}

export const useDirectory = (query: Partial<DirectoryQuery>) =>
  useQuery({
    queryKey: peopleKeys.directory(query),
    queryFn: ({ signal }) => fetchDirectory(query, signal),
    placeholderData: keepPreviousData,
  });

/** The export URL of the same filters (format csv, xlsx or pdf; lng for the column names). */
export const directoryExportPath = (query: Partial<DirectoryQuery>, format: string, lng: string) =>
  `/people/directory/export${queryString({ q: query.q, departmentId: query.departmentId, branchId: query.branchId, sort: query.sort, format, lng })}`;
