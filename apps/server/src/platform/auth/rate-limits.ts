/**
 * The per-IP limit of the sign-in, sign-up and password routes: a fortieth of the general
 * per-IP limit (RATE_LIMIT_PER_MINUTE, 1200 by default, so 30 a minute), at least 5. The
 * per-account lock (10 failures in 15 minutes) is the stronger control and holds across
 * processes; this one is per process.
 */
export function authRateLimit(generalPerMinute: number): { max: number; timeWindow: number } {
  return { max: Math.max(5, Math.round(generalPerMinute / 40)), timeWindow: 60_000 };
}
