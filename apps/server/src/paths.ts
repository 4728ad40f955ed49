import { fileURLToPath } from 'node:url';

/** Locations resolved from this file, which sits at the same depth in src/ and dist/. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle/', import.meta.url));
export const webDistFolder = fileURLToPath(new URL('../../web/dist/', import.meta.url));
/** The web app's translations (source, not dist): the server's export labels come from here too. */
export const webLocalesFolder = fileURLToPath(new URL('../../web/public/locales/', import.meta.url));
export const serverPackageJson = fileURLToPath(new URL('../package.json', import.meta.url));
/** The committed OpenAPI document; a test fails when the routes drift from it (npm run gen:api). */
export const openApiDocumentPath = fileURLToPath(new URL('../../../packages/contracts/openapi.json', import.meta.url));
/** The web's `ApiPaths` type, generated from that document by the same command and drift test. */
export const apiTypesPath = fileURLToPath(new URL('../../web/src/shared/api/api-paths.gen.ts', import.meta.url));
