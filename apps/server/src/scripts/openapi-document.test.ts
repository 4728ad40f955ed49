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
});
