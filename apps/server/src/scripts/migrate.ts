// `npm run db:migrate`: applies the committed migrations to the configured database.
import { loadEnv } from '../env.js';
import { openConfiguredDatabase } from './open-from-env.js';

const database = await openConfiguredDatabase(loadEnv());
try {
  await database.migrate();
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
