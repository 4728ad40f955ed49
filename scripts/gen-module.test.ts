import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { namesOf, planModule, refusal, writeModule } from './gen-module.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** The shared files the generator appends to: the skeleton a run needs. */
const shared = [
  'packages/contracts/src/errors/index.ts',
  'packages/contracts/src/access/catalogue.ts',
  'apps/server/src/modules.ts',
  'apps/server/src/db/schema.ts',
  'apps/web/src/app/router/route-table.ts',
  'apps/web/src/app/router/navigation.ts',
  'apps/web/src/app/router/route-table.test.ts',
];

describe('gen:module', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'gen-module-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('refuses names that cannot be a module, in words', () => {
    expect(refusal(undefined)).toMatch(/Name the module/);
    for (const bad of ['Assets', 'fleet-cars', 'a1', 'x', 'assets_2']) expect(refusal(bad, repoRoot)).toMatch(/not a module name/);
    expect(refusal('platform', repoRoot)).toMatch(/reserved/);
    expect(refusal('org', repoRoot)).toMatch(/already exists .*apps\/server\/src\/modules\/org/);
    // A web placeholder module (no server side yet) is taken too.
    expect(refusal('tasks', repoRoot)).toMatch(/already exists/);
    expect(refusal('widgets', repoRoot)).toBeNull();
  });

  it('plans every side of the module, with the name in every spelling and nothing left unfilled', () => {
    const { files, edits } = planModule('widgets');
    const paths = Object.keys(files);
    expect(paths).toEqual(
      expect.arrayContaining([
        'packages/contracts/src/widgets/index.ts',
        'apps/server/src/modules/widgets/widgets.table.ts',
        'apps/server/src/modules/widgets/widgets.repository.ts',
        'apps/server/src/modules/widgets/widgets.rules.ts',
        'apps/server/src/modules/widgets/widgets.rules.test.ts',
        'apps/server/src/modules/widgets/widgets.service.ts',
        'apps/server/src/modules/widgets/widgets.routes.ts',
        'apps/server/src/modules/widgets/widgets.routes.inventory.ts',
        'apps/server/src/modules/widgets/widgets.api.test.ts',
        'apps/server/src/modules/widgets/index.ts',
        'apps/web/src/modules/widgets/index.ts',
        'apps/web/src/modules/widgets/widgets.routes.tsx',
        'apps/web/src/modules/widgets/widgets.navigation.ts',
        'apps/web/src/modules/widgets/pages/widgets-records-page.tsx',
        'apps/web/src/modules/widgets/components/record-dialog.tsx',
        'e2e/widgets/widgets.e2e.ts',
      ]),
    );
    expect(paths.filter((p) => p.startsWith('apps/web/public/locales/'))).toHaveLength(16);
    expect(Object.keys(edits)).toEqual(shared);

    for (const [file, text] of Object.entries(files)) {
      expect(text, file).not.toMatch(/\$\{n\.|\$\{name\}|\[object Object\]|\bassets\b/);
      expect(text.endsWith('\n'), file).toBe(true);
    }
    expect(files['packages/contracts/src/widgets/index.ts']).toContain(
      "export const WidgetsErrorCodes = ['WIDGETS_STALE_VERSION', 'WIDGETS_NAME_TAKEN']",
    );
    expect(files['apps/server/src/modules/widgets/widgets.table.ts']).toContain("pgTable(\n  'widgets_records'");
    expect(files['apps/server/src/modules/widgets/widgets.routes.ts']).toContain("config: { permission: 'widgets.records:delete' }");
    expect(files['apps/server/src/modules/widgets/widgets.service.ts']).toContain('(ctx: RequestCtx, id: string)');
    expect(files['apps/web/src/modules/widgets/components/record-dialog.tsx']).toContain('zodResolver(CreateWidgetsRecordSchema)');
    expect(namesOf('widgets')).toEqual({ name: 'widgets', Name: 'Widgets', NAME: 'WIDGETS', Title: 'Widgets' });
  });

  it('writes translations with the same keys and placeholders in all 16 languages', () => {
    const { files } = planModule('widgets');
    const flat = (o: object, prefix = ''): Record<string, string> =>
      Object.entries(o).reduce<Record<string, string>>(
        (out, [k, v]) => Object.assign(out, typeof v === 'object' ? flat(v as object, `${prefix}${k}.`) : { [`${prefix}${k}`]: v }),
        {},
      );
    const en = flat(JSON.parse(files['apps/web/public/locales/en/widgets.json']) as object);
    expect(en['screens.records']).toBe('Widgets');
    expect(en['errors.WIDGETS_NAME_TAKEN']).toBeTruthy();
    for (const [file, text] of Object.entries(files).filter(([p]) => p.endsWith('/widgets.json'))) {
      const strings = flat(JSON.parse(text) as object);
      expect(Object.keys(strings), file).toEqual(Object.keys(en));
      for (const [key, value] of Object.entries(strings)) {
        expect(value.trim(), `${file} ${key}`).not.toBe('');
        expect(value.match(/\{\{\w+\}\}/g) ?? [], `${file} ${key}`).toEqual(en[key].match(/\{\{\w+\}\}/g) ?? []);
        if (!file.includes('/en/')) expect(value, `${file} ${key}`).not.toBe(en[key]);
      }
    }
  });

  it('writes the module into a copy of the skeleton, appends to the shared lists, and refuses a second run', () => {
    for (const file of shared) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      cpSync(path.join(repoRoot, file), path.join(scratch, file));
    }
    const { created, edited } = writeModule('widgets', scratch);
    expect(created).toEqual(Object.keys(planModule('widgets').files));
    for (const file of created) expect(existsSync(path.join(scratch, file)), file).toBe(true);
    expect(edited).toEqual(shared);

    const read = (file: string) => String(readFileSync(path.join(scratch, file)));
    expect(read('packages/contracts/src/errors/index.ts')).toMatch(
      /import \{ WidgetsErrorCodes \} from '..\/widgets\/index.js';[\s\S]*\.\.\.WidgetsErrorCodes,\n\] as const;/,
    );
    expect(read('packages/contracts/src/access/catalogue.ts')).toMatch(/key: 'widgets.records',[\s\S]*\] as const satisfies/);
    expect(read('apps/server/src/modules.ts')).toMatch(/import \{ widgetsModule \}[\s\S]* {2}widgetsModule,\n\] satisfies ServerModule/);
    expect(read('apps/server/src/db/schema.ts').endsWith("export * from '../modules/widgets/widgets.table.js';\n")).toBe(true);
    expect(read('apps/web/src/app/router/route-table.ts')).toMatch(/import \{ widgetsRoutes \}[\s\S]* {2}widgetsRoutes,\n\];/);
    expect(read('apps/web/src/app/router/navigation.ts')).toMatch(/import \{ widgetsNavigation \}[\s\S]* {2}widgetsNavigation,\n\];/);
    expect(read('apps/web/src/app/router/route-table.test.ts')).toMatch(/const protectedDefault = \[[^\]]*\n {2}'\/widgets',\n\];/);
    // Everything outside the appended lines is as it was.
    const before = readFileSync(path.join(repoRoot, 'apps/server/src/modules.ts'), 'utf8');
    expect(
      read('apps/server/src/modules.ts')
        .replace('  widgetsModule,\n', '')
        .replace("import { widgetsModule } from './modules/widgets/index.js';\n", ''),
    ).toBe(before);

    expect(() => writeModule('widgets', scratch)).toThrow(/A module "widgets" already exists/);
    expect(refusal('widgets', scratch)).toMatch(/already exists/);
  });
});
