import { describe, expect, it } from 'vitest';
import { findCircles, formsOffPattern, isKebabCase, staticImports } from './check-structure.mjs';

describe('structure check', () => {
  it('finds each import circle once, and self-imports, but not a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(findCircles(graph)).toEqual(expect.arrayContaining([['a', 'b', 'c'], ['e']]));
    expect(findCircles(graph)).toHaveLength(2);
    expect(
      findCircles(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('counts static imports and re-exports, type-only included, but not dynamic import()', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "export { c } from './c.js';",
      "export * from './d.js';",
      "const lazy = () => import('./e.js');",
      'export const x = 1;',
    ].join('\n');
    expect(staticImports('f.ts', text)).toEqual(['./a.js', './b.js', './c.js', './d.js']);
  });

  it('accepts kebab-case names with dotted roles and refuses others', () => {
    for (const ok of ['people.api.test.ts', 'report-labels.ts', 'i18n.ts', 'check-structure.mjs', 'labels'])
      expect(isKebabCase(ok)).toBe(true);
    for (const bad of ['PeopleRoutes.ts', 'people_routes.ts', 'peopleRoutes.tsx', '-x.ts', 'a..b.ts']) expect(isKebabCase(bad)).toBe(false);
  });
});

describe('forms', () => {
  const files: Record<string, string> = {
    'apps/web/src/modules/a/record-form.tsx': 'const f = useForm({ resolver }); return <form onSubmit={f.handleSubmit(save)} />;',
    'apps/web/src/modules/b/by-hand.tsx': 'const [v, setV] = useState(""); return <form onSubmit={save}>…</form>;',
    'apps/web/src/modules/identity/pages/sign-in-page.tsx': 'return <form onSubmit={signIn} />;',
    'apps/web/src/modules/c/list.tsx': 'return <table />;',
  };
  it('finds a form written without react-hook-form, unless it is a listed exception', () => {
    expect(formsOffPattern(Object.keys(files), (f) => files[f])).toEqual(['apps/web/src/modules/b/by-hand.tsx']);
  });
});
