/** A lazy load that failed is tried once more before the failure is shown (with a reload offer). */
export function withRetry<T>(load: () => Promise<T>, retries = 1): Promise<T> {
  return load().catch((error: unknown) => {
    if (retries <= 0) throw error;
    return withRetry(load, retries - 1);
  });
}
