import { Copyright } from './copyright';
import { ServerStatus } from './server-status';

/** Current year, the all-rights-reserved line, and the server's status. */
export function Footer() {
  return (
    <footer className="app-footer mt-auto flex flex-col gap-1 py-5 ps-5 pe-24 text-xs text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:ps-6">
      <Copyright />
      <ServerStatus />
    </footer>
  );
}
