// Programs outside Node that the tests and benchmarks call, each with the Debian package that
// brings it. `missingPrograms` answers one line naming what to install, or null when all are here.
import { existsSync } from 'node:fs';
import path from 'node:path';

const onPath = (program) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, program)));

/** @param {Array<[program: string, debianPackage: string]>} programs @param {string} purpose */
export function missingPrograms(programs, purpose) {
  const missing = programs.filter(([program]) => !onPath(program));
  if (missing.length === 0) return null;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))].join(' ');
  return `${missing.map(([program]) => program).join(', ')} not found (${purpose}). Install: apt-get update && apt-get install -y ${packages}`;
}
