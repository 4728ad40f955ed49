import { moduleLoader } from './module-loader';

// Everything only a signed-in user needs (lock, permissions, timers, default layout) stays off the
// sign-in page's 100 KB budget; app.tsx starts loading it at once when tokens are present.
export const signedInLoader = moduleLoader(() => import('./signed-in-screen').then((m) => m.SignedInScreen));
