import type { OffboardingItem } from '@hcims/contracts/people';
import type { TFunction } from 'i18next';

/** The server's standard offboarding checklist keys (terminations/termination.service.ts), in order. */
export const standardChecklistKeys = [
  'handover',
  'return_equipment',
  'collect_id_card',
  'final_settlement',
  'cancel_visa',
  'exit_interview',
] as const;

/** A checklist item's label in the user's language when it is a standard one, else as stored. */
export const checklistLabel = (t: TFunction, item: Pick<OffboardingItem, 'key' | 'label'>) =>
  t(`people:terminate.checklist.${item.key}`, { defaultValue: item.label });

export const standardChecklist = (t: TFunction): OffboardingItem[] =>
  standardChecklistKeys.map((key) => ({ key, label: t(`people:terminate.checklist.${key}`), done: false }));

/** A stable key for an item HR adds ("Return parking card" -> custom_return_parking_card). */
export function customKey(label: string, taken: readonly string[]): string {
  const base =
    `custom_${label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')}`.slice(0, 34) || 'custom';
  let key = base === 'custom_' ? 'custom' : base;
  for (let n = 2; taken.includes(key); n++) key = `${base.slice(0, 36)}_${n}`;
  return key;
}
