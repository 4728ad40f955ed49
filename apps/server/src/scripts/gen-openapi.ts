// `npm run gen:api`: writes the OpenAPI document generated from the routes' zod schemas, and the
// web's `ApiPaths` type generated from that document.
import { writeFileSync } from 'node:fs';
import { apiTypesPath, openApiDocumentPath } from '../paths.js';
import { openApiDocument } from './openapi-document.js';
import { openApiTypes } from './openapi-types.js';

const document = await openApiDocument();
writeFileSync(openApiDocumentPath, document);
console.log(`wrote ${openApiDocumentPath}`);
writeFileSync(apiTypesPath, openApiTypes(document));
console.log(`wrote ${apiTypesPath}`);
