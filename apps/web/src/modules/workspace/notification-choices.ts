import type { NotificationChannel, NotificationPreferenceItem } from './api/notification-queries';

/** The four choices of a kind, as one value of a select. */
export type Choice = 'in_app' | 'email' | 'both' | 'none';
export const CHOICES: readonly Choice[] = ['in_app', 'email', 'both', 'none'];

export function choiceOf(channels: readonly NotificationChannel[]): Choice {
  const inApp = channels.includes('in_app');
  const email = channels.includes('email');
  return inApp && email ? 'both' : inApp ? 'in_app' : email ? 'email' : 'none';
}

export function channelsOf(choice: Choice): NotificationChannel[] {
  return choice === 'both' ? ['in_app', 'email'] : choice === 'none' ? [] : [choice];
}

/** The kinds grouped by the module that declares them, in the order the server lists them. */
export function byModule(items: readonly NotificationPreferenceItem[]): [string, NotificationPreferenceItem[]][] {
  const groups = new Map<string, NotificationPreferenceItem[]>();
  for (const item of items) groups.set(item.module, [...(groups.get(item.module) ?? []), item]);
  return [...groups];
}
