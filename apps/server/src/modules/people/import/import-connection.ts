/** The import's long transaction and its database connection: what a lost connection looks like. */

/**
 * A pooled pg client whose backend dies mid-transaction (terminated, server restart) emits
 * 'error'; once checked out of the pool nobody listens, and Node would crash the process on the
 * unhandled event. The import's transaction is long, so it listens for as long as it holds the
 * client: the query in flight fails too, and the runner records the import as interrupted.
 */
export function guardConnection(transaction: unknown, onError: (error: unknown) => void): () => void {
  const client = (transaction as { session?: { client?: unknown } }).session?.client as
    | {
        on?: (event: 'error', listener: (error: unknown) => void) => void;
        removeListener?: (event: 'error', listener: (error: unknown) => void) => void;
      }
    | undefined;
  if (typeof client?.on !== 'function' || typeof client.removeListener !== 'function') return () => {};
  client.on('error', onError);
  return () => client.removeListener?.('error', onError);
}

/** The connection died (backend terminated, server restarting): the whole transaction is gone. */
export function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 5; i++) {
    const code = (e as { code?: string }).code;
    if (code && (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '25P02')) return true;
    const message = (e as { message?: string }).message ?? '';
    if (/Connection terminated|terminating connection|ECONNRESET|connection.*(closed|error)|not queryable|Client was closed/i.test(message))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
