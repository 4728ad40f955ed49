/**
 * The per-IP limit of the sign-in, sign-up and password routes: AUTH_RATE_LIMIT_PER_MINUTE when
 * set, else a fortieth of the general per-IP limit (RATE_LIMIT_PER_MINUTE, 1200 by default, so 30
 * a minute), at least 5. The per-account lock (10 failures in 15 minutes) is the stronger control
 * and holds across processes; this one is per process.
 */
export function authRateLimit(env: { RATE_LIMIT_PER_MINUTE: number; AUTH_RATE_LIMIT_PER_MINUTE?: number | undefined }): {
  max: number;
  timeWindow: number;
} {
  return { max: env.AUTH_RATE_LIMIT_PER_MINUTE ?? Math.max(5, Math.round(env.RATE_LIMIT_PER_MINUTE / 40)), timeWindow: 60_000 };
}
