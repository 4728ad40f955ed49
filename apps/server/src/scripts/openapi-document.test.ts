import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { apiTypesPath, openApiDocumentPath } from '../paths.js';
import { openApiDocument } from './openapi-document.js';
import { openApiTypes } from './openapi-types.js';

it('matches the committed OpenAPI document and web API types (run npm run gen:api after changing a route)', async () => {
  const generated = await openApiDocument();
  const committed = readFileSync(openApiDocumentPath, 'utf8');
  expect(generated === committed, 'packages/contracts/openapi.json is stale: run npm run gen:api and commit it').toBe(true);
  expect(JSON.parse(generated)).toHaveProperty(['paths', '/api/auth/login/']);
  const types = readFileSync(apiTypesPath, 'utf8');
  expect(openApiTypes(generated) === types, 'apps/web/src/shared/api/api-paths.gen.ts is stale: run npm run gen:api and commit it').toBe(
    true,
  );
  // Building every route's schema takes a few seconds on a busy 2-core machine.
}, 60_000);

type Operation = { responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }> };

it('declares for every operation a success answer and each error status with the one error shape', () => {
  const doc = JSON.parse(readFileSync(openApiDocumentPath, 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
  expect(doc.components.schemas).toHaveProperty('ErrorBody');
  const statuses = (path: string, method: string) => Object.keys(doc.paths[path]![method]!.responses);
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const codes = Object.keys(operation.responses);
      expect(
        codes.some((c) => /^[23]/.test(c)),
        `${method} ${path} declares no success`,
      ).toBe(true);
      expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['500', '503']));
      for (const [code, answer] of Object.entries(operation.responses)) {
        if (Number(code) >= 400)
          expect(answer.content?.['application/json']?.schema, `${method} ${path} ${code}`).toEqual({
            $ref: '#/components/schemas/ErrorBody',
          });
        else if (code === '204' || code === '304') expect(answer.content, `${method} ${path} ${code}`).toBeUndefined();
        else expect(answer.content, `${method} ${path} ${code} has no content`).toBeDefined();
      }
    }
  }
  // The answers a rule cannot see, declared by their routes.
  expect(statuses('/api/auth/logout', 'post')).toContain('204');
  expect(statuses('/api/auth/logout', 'post')).not.toContain('200');
  expect(statuses('/api/org/departments/{id}', 'delete')).toEqual(expect.arrayContaining(['204', '401', '403', '404', '414']));
  expect(statuses('/api/auth/employees/', 'get')).toEqual(expect.arrayContaining(['200', '304']));
  expect(statuses('/api/auth/login/', 'post')).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
  expect(Object.keys(doc.paths['/api/people/employees/export']!.get!.responses['200']!.content!)).toEqual([
    'text/csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/pdf',
  ]);
  // A public route is never refused for want of a session; a route naming a record by id can miss it.
  expect(statuses('/api/health', 'get')).not.toContain('401');
  expect(statuses('/api/auth/switch-company', 'post')).toContain('404');
});
