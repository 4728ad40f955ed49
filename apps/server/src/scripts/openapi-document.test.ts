import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { openApiDocumentPath } from '../paths.js';
import { openApiDocument } from './openapi-document.js';

it('matches the committed OpenAPI document (run npm run gen:api after changing a route)', async () => {
  const generated = await openApiDocument();
  const committed = readFileSync(openApiDocumentPath, 'utf8');
  expect(generated === committed, 'packages/contracts/openapi.json is stale: run npm run gen:api and commit it').toBe(true);
  expect(JSON.parse(generated)).toHaveProperty(['paths', '/api/auth/login/']);
});
