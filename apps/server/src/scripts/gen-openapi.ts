// `npm run gen:api`: writes the OpenAPI document generated from the routes' zod schemas.
import { writeFileSync } from 'node:fs';
import { openApiDocumentPath } from '../paths.js';
import { openApiDocument } from './openapi-document.js';

writeFileSync(openApiDocumentPath, await openApiDocument());
console.log(`wrote ${openApiDocumentPath}`);
