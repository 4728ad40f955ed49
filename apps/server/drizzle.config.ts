import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema without a database; they are applied by the server
// at start (src/db/client.ts), on PostgreSQL and on PGlite alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
