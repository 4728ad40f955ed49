import { accessNavigation } from '../../modules/access';
import { evaluationNavigation } from '../../modules/evaluation';
import { identityNavigation } from '../../modules/identity';
import { orgNavigation } from '../../modules/org';
import { payrollNavigation } from '../../modules/payroll';
import { peopleNavigation } from '../../modules/people';
import { performanceNavigation } from '../../modules/performance';
import { routinesNavigation } from '../../modules/routines';
import { tasksNavigation } from '../../modules/tasks';
import { trainingNavigation } from '../../modules/training';
import { workspaceNavigation } from '../../modules/workspace';
import { whatsappNavigation } from '../../modules/whatsapp';
import type { MenuEntry, ModuleNavigation, SearchProvider } from '../../shared/lib/registry';
import type { VoiceCommand } from '../voice/voice-matcher';
import { resolvePath } from './route-table';

/** Menus, voice phrases and search providers of every module (default layout only). */
export const appNavigation: readonly ModuleNavigation[] = [
  workspaceNavigation,
  identityNavigation,
  peopleNavigation,
  tasksNavigation,
  routinesNavigation,
  evaluationNavigation,
  orgNavigation,
  payrollNavigation,
  performanceNavigation,
  accessNavigation,
  trainingNavigation,
  whatsappNavigation,
];

export const menuEntries: readonly MenuEntry[] = appNavigation.flatMap((m) => m.menu ?? []);
export const searchProviders: readonly SearchProvider[] = appNavigation.flatMap((m) => (m.search ? [m.search] : []));

/**
 * Voice phrases mapped to the registered screen they name (PRODUCT.md: phrases map only to
 * registered routes). A phrase for a path with no screen is a programming error.
 */
export function buildVoiceCommands(navigation: readonly ModuleNavigation[]): VoiceCommand[] {
  return navigation.flatMap((m) =>
    Object.entries(m.voice ?? {}).flatMap(([path, phrases]) => {
      const resolved = resolvePath(path);
      if (resolved.kind !== 'screen') throw new Error(`Voice phrases for ${path}, which is not a registered screen`);
      return phrases.map((phrase) => ({ phrase, path: resolved.route.path }));
    }),
  );
}

export const voiceCommands: readonly VoiceCommand[] = buildVoiceCommands(appNavigation);
