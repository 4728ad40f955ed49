/*
 * Statements sent at once on one client: in a request's transaction, queries racing on one
 * connection. node-postgres queues them, warns (once per process) when one waits behind another
 * that has not started, and pg 9 will refuse them; an API test that causes it fails the run.
 * A service reads one after another.
 */
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
    throw new Error(`a query was sent on a client still running another (await them one after another): ${warning.message}`);
  }
});
