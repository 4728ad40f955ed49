import { withRetry } from './lazy-retry';

// Everything only a signed-in user needs (lock, permissions, timers, default layout) stays off the
// sign-in page's 100 KB budget; app.tsx starts loading it at once when tokens are present.
export const loadSignedIn = () => withRetry(() => import('./signed-in-screen')).then((m) => ({ default: m.SignedInScreen }));
