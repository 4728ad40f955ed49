export * from './http-client';
export * from './session';
// session-timers is imported on its own (lazily, once signed in): keep it off the sign-in bundle.
