import { accessSeed } from '../modules/access/index.js';
import { identitySeed } from '../modules/identity/index.js';
import { orgSeed } from '../modules/org/index.js';
import { peopleReportingSeed, peopleSeed } from '../modules/people/index.js';
import type { ModuleSeed } from './seed.js';

/** Demo seeds in dependency order; each module appends its own as it lands. */
export const demoSeeds: readonly ModuleSeed[] = [orgSeed, identitySeed, accessSeed, peopleSeed, peopleReportingSeed];
