import { api } from '../lib/session';
import { createApiClient } from './client';

export * from './client';

/** The app's typed API client: `apiClient.get('/people/employees/{id}', { path: { id }, signal })`. */
export const apiClient = createApiClient(api);
