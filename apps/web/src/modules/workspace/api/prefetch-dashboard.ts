import { queryClient } from '../../../shared/lib/query-client';
import { dashboardQuery } from './workspace-queries';

/** The dashboard's cards into the app's query cache, while the screen's code loads (ADR 0135). */
export const prefetchDashboard = (): Promise<void> => queryClient.prefetchQuery(dashboardQuery);
