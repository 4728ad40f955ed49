// `npm run db:seed`: migrates, then adds the demo company and every module's demo data not yet seeded.
import { runSeeds } from '../db/seed.js';
import { demoSeeds } from '../modules.js';
import { loadEnv } from '../env.js';
import { openConfiguredDatabase } from './open-from-env.js';

const database = await openConfiguredDatabase(loadEnv());
try {
  await database.migrate();
  const outcome = await runSeeds(database, demoSeeds, { onlyIfDemo: false });
  console.log(outcome.applied.length ? `seeded: ${outcome.applied.join(', ')}` : 'demo data already present; nothing to do');
} finally {
  await database.close();
}
