import { describe, expect, it } from 'vitest';
import { identityRoutes } from '../../modules/identity';
import { resolvePublicPath } from './public-routes';
import { resolvePath } from './route-table';

describe('public pages resolved without the route table', () => {
  it('are the unprotected identity screens, resolved as the whole table resolves them, by path and alias, any case', () => {
    const open = identityRoutes.routes.filter((r) => !r.protected);
    expect(open.map((r) => r.path)).toEqual(expect.arrayContaining(['/auth/boxed-signin', '/auth/register']));
    for (const route of open) {
      for (const path of [route.path, ...(route.aliases ?? [])]) {
        const table = resolvePath(path);
        expect(table.kind === 'screen' && table.route.id, path).toBe(route.id);
        expect(resolvePublicPath(path)?.id, path).toBe(route.id);
        expect(resolvePublicPath(`${path.toUpperCase()}/`)?.id, path).toBe(route.id);
      }
    }
    for (const path of ['/auth/boxed-lockscreen', '/', '/hcims', '/no/such/page']) expect(resolvePublicPath(path), path).toBeUndefined();
  });
});
