// `npm run gen:module <name>`: writes a new module on every side in the target style (contracts,
// server, web, translations, e2e), registers it in the shared lists, generates its migration and
// the typed API client, and prints what it wrote. `--dry-run` prints the plan and writes nothing.
// How to carry on from there: ARCHITECTURE.md, "Adding a module".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueEdit, contractsIndex, errorsEdit } from './gen-module/contracts.mjs';
import { e2eFiles } from './gen-module/e2e.mjs';
import { localeFiles } from './gen-module/locales.mjs';
import { rlsSql, serverFiles } from './gen-module/server.mjs';
import { routeTableTestEdit, shellEdit, webFiles } from './gen-module/web.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const RESERVED = new Set([
  'app',
  'api',
  'auth',
  'common',
  'contracts',
  'db',
  'errors',
  'index',
  'modules',
  'platform',
  'shared',
  'shell',
  'support',
  'test',
]);

/** The spellings of a module name: `assets` -> Assets (types), ASSETS (error codes). */
export function namesOf(name) {
  const Name = name[0].toUpperCase() + name.slice(1);
  return { name, Name, NAME: name.toUpperCase(), Title: Name };
}

/** Why `name` cannot be a new module in `root`, or null when it can. */
export function refusal(name, root = repoRoot) {
  if (!name) return 'Name the module: npm run gen:module <name>  (lower-case letters, e.g. assets)';
  // Permission codes are `module.resource:action` with a module of letters only (access catalogue).
  if (!/^[a-z]{2,30}$/.test(name))
    return `"${name}" is not a module name: use 2 to 30 lower-case letters a-z (e.g. assets), no digits, hyphens or capitals`;
  if (RESERVED.has(name)) return `"${name}" is reserved by the platform; choose another name`;
  const taken = [
    `packages/contracts/src/${name}`,
    `apps/server/src/modules/${name}`,
    `apps/web/src/modules/${name}`,
    `apps/web/public/locales/en/${name}.json`,
    `e2e/${name}`,
  ].filter((p) => existsSync(path.join(root, p)));
  if (taken.length) return `A module "${name}" already exists (${taken.join(', ')}); choose another name`;
  const catalogue = path.join(root, 'packages/contracts/src/access/catalogue.ts');
  if (existsSync(catalogue) && readFileSync(catalogue, 'utf8').includes(`key: '${name}.`))
    return `The permission catalogue already has resources of "${name}"; choose another name`;
  return null;
}

/** New files (path -> text) and edits of shared files (path -> text => text). */
export function planModule(name) {
  const n = namesOf(name);
  const files = {
    [`packages/contracts/src/${name}/index.ts`]: contractsIndex(n),
    ...serverFiles(n),
    ...webFiles(n),
    ...localeFiles(n),
    ...e2eFiles(n),
  };
  const edits = {
    'packages/contracts/src/errors/index.ts': errorsEdit(n),
    'packages/contracts/src/access/catalogue.ts': catalogueEdit(n),
    'apps/server/src/modules.ts': serverRegistryEdit(n),
    'apps/server/src/db/schema.ts': (text) => `${text}export * from '../modules/${name}/${name}.table.js';\n`,
    'apps/web/src/app/router/route-table.ts': shellEdit(n, 'routes'),
    'apps/web/src/app/router/navigation.ts': shellEdit(n, 'navigation'),
    'apps/web/src/app/router/route-table.test.ts': routeTableTestEdit(n),
  };
  return { files, edits };
}

/** Imports the module's entry and appends it to the server registry. */
function serverRegistryEdit(n) {
  return (text) => {
    const marker = '] satisfies ServerModule<AppContext>[]);';
    const end = text.indexOf(marker);
    if (end < 0) throw new Error('apps/server/src/modules.ts: the end of the module list was not found');
    let out = `${text.slice(0, end)}  ${n.name}Module,\n${text.slice(end)}`;
    const anchor = out.indexOf('import { authRateLimit }');
    if (anchor < 0) throw new Error('apps/server/src/modules.ts: the platform imports were not found');
    out = `${out.slice(0, anchor)}import { ${n.name}Module } from './modules/${n.name}/index.js';\n${out.slice(anchor)}`;
    return out;
  };
}

/** Writes the plan into `root`; answers the paths written and edited. Refuses without writing anything. */
export function writeModule(name, root = repoRoot) {
  const why = refusal(name, root);
  if (why) throw new Error(why);
  const { files, edits } = planModule(name);
  const edited = Object.entries(edits).map(([file, edit]) => {
    const full = path.join(root, file);
    return [full, edit(readFileSync(full, 'utf8'))];
  });
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text, { flag: 'wx' });
  }
  for (const [full, text] of edited) writeFileSync(full, text);
  return { created: Object.keys(files), edited: Object.keys(edits) };
}

function run(command, args, cwd) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

const migrations = (root) => readdirSync(path.join(root, 'apps/server/drizzle')).filter((f) => f.endsWith('.sql'));

/** The generated migration, with the row-level security that drizzle-kit does not write. */
function generateMigration(name, root) {
  const before = new Set(migrations(root));
  run('npm', ['run', 'db:generate', '-w', '@hcims/server', '--', `--name=${name}`], root);
  const added = migrations(root).filter((f) => !before.has(f));
  if (added.length !== 1) throw new Error(`expected one new migration, found ${added.length}: ${added.join(', ')}`);
  const file = path.join(root, 'apps/server/drizzle', added[0]);
  const text = readFileSync(file, 'utf8').trimEnd();
  writeFileSync(file, `${text}\n${rlsSql(namesOf(name))}`);
  return `apps/server/drizzle/${added[0]}`;
}

function main(argv) {
  const dryRun = argv.includes('--dry-run');
  const name = argv.find((a) => !a.startsWith('--'));
  const why = refusal(name);
  if (why) {
    console.error(`gen:module: ${why}`);
    return 1;
  }
  if (dryRun) {
    const { files, edits } = planModule(name);
    console.log(
      `gen:module ${name} (dry run): would create\n${Object.keys(files)
        .map((f) => `  ${f}`)
        .join('\n')}`,
    );
    console.log(
      `and append to\n${Object.keys(edits)
        .map((f) => `  ${f}`)
        .join('\n')}\n  apps/server/drizzle (a new migration)`,
    );
    return 0;
  }
  const { created, edited } = writeModule(name);
  const migration = generateMigration(name, repoRoot);
  run('npm', ['run', 'gen:api'], repoRoot);
  const formatted = [...created, ...edited].filter((f) => /\.(ts|tsx|mjs|json)$/.test(f));
  run('npx', ['prettier', '--log-level', 'warn', '--write', ...formatted], repoRoot);
  console.log(`\ngen:module: created the module "${name}":\n${created.map((f) => `  + ${f}`).join('\n')}\n  + ${migration}`);
  console.log(
    `appended to:\n${edited.map((f) => `  ~ ${f}`).join('\n')}\n  ~ packages/contracts/openapi.json, apps/web/src/shared/api/api-paths.gen.ts`,
  );
  console.log(`
Next steps (ARCHITECTURE.md, "Adding a module"):
  1. Shape the record: packages/contracts/src/${name}, then ${name}.table.ts, and regenerate the
     migration (delete the generated one, npm run db:generate, keep the policy SQL at its end).
  2. Translate the screen title "screens.records" in apps/web/public/locales/<lng>/${name}.json
     (the other languages say "Records" for now).
  3. Give the screen its menu entry in apps/web/src/modules/${name}/${name}.navigation.ts, with its
     line in apps/web/src/app/sidebar/menu-model.test.ts, and grant ${name}.records to the built-in
     roles that need it (apps/server/src/modules/access/access.builtins.ts; the Owner has it).
  4. npm run gen:api after any route or schema change.
  5. Check: npm run typecheck, npm run lint, npm run i18n:check,
     npx vitest run --project unit apps/server/src/modules/${name}/,
     npx vitest run --project api apps/server/src/modules/${name}/ apps/server/src/platform/auth/route-inventory.api.test.ts,
     npm run build && npx vitest run --project e2e e2e/${name}/`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`gen:module: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
