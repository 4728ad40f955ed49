import type { ScreenModule } from '../lib/registry';

/** The lazy "not available yet" screen every route shows until its module supplies the real page. */
export const notAvailableScreen = (): Promise<ScreenModule> => import('./not-available-page').then((m) => ({ Screen: m.NotAvailablePage }));
