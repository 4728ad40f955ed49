import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Boundaries (CONVENTIONS.md): a module's index.ts is its only door, shared/ never imports
 * modules, and only env.ts reads process.env. Enforced with core rules, no resolver binaries.
 */
const moduleInternals = {
  group: ['**/modules/*/*', '!**/modules/*/index', '!**/modules/*/index.js', '!**/modules/*/index.ts'],
  message: 'Import another module only through its index.ts.',
};
/**
 * From a file `depth` folders below modules/<a>/, a path climbing exactly out of module <a>
 * ("../" repeated depth+1 times) into another module's folder must end at its index.
 */
const otherModuleInternals = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth + 1)}(?!\\.)[^/]+/(?!index(\\.js|\\.ts|\\.tsx)?$)`,
  message: 'Import another module only through its index.ts.',
});
const moduleDepthRules = (root, extensions) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`${root}/modules/*/${'*/'.repeat(depth)}*.${extensions}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals, otherModuleInternals(depth)] }] },
  }));

const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', 'apps/server/src/test/**', 'apps/web/src/test/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'bench/results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'vitest.config.ts', 'scripts/*.mjs', 'scripts/*.test.ts', 'bench/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through env.ts (server) or import.meta.env (web).',
        },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/schema.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals] }] },
  },
  {
    // The rule's TypeScript twin carries the boundaries that sit beside the module-door rule above.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', ...testFiles, 'apps/server/src/platform/auth/testing.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/db/schema', '**/db/schema.js'], message: 'Only db/ reads the whole schema; import a table from its module.' },
          ],
        },
      ],
    },
  },
  {
    // Source files stay readable in one sitting; a longer one is flagged, not refused.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: testFiles,
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  ...moduleDepthRules('apps/server/src', 'ts'),
  {
    // A table may reference another module's table for a foreign key, straight from its
    // *.table.ts file: through the module's index it would pull in services, and db/client (which
    // imports every table) would import itself in a circle. Tables import nothing else of ours.
    files: ['apps/server/src/**/*.table.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.{1,2}/(?!.*\\.table\\.js$)', message: 'A table imports only other *.table.js files.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'The browser has no process.env.' },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render user text as text; use the shared sanitising wrapper if HTML is unavoidable.',
        },
        { selector: 'JSXText[value=/[A-Za-z\\u00C0-\\u024F\\u0600-\\u06FF]{2,}/]', message: 'Visible text goes through t() (i18n).' },
      ],
    },
  },
  {
    files: ['apps/web/src/modules/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '**/app'], message: 'Modules plug into the shell through the registry; they never import app/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**', '**/app/**'], message: 'shared/ never imports modules or the app shell.' }] },
      ],
    },
  },
  ...moduleDepthRules('apps/web/src', '{ts,tsx}'),
  {
    // The only places that may read process.env, and tool configs that must default-export.
    files: [
      'apps/server/src/env.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/server/src/test/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '*.config.{js,ts}',
      'apps/*/*.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', 'e2e/**', 'apps/server/src/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
