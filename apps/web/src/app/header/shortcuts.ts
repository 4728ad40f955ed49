import { CalendarDays, type LucideIcon, ListTodo, Lock, Mail, MessageSquare, UserRound } from 'lucide-react';

export type Shortcut = { path: string; label: string; icon: LucideIcon };

/** Header shortcuts (spec section 2); all are real screens (PRODUCT.md). */
export const quickShortcuts: readonly Shortcut[] = [
  { path: '/calendar', label: 'shell:shortcuts.calendar', icon: CalendarDays },
  { path: '/todolist', label: 'shell:shortcuts.todo', icon: ListTodo },
  { path: '/chat', label: 'shell:shortcuts.chat', icon: MessageSquare },
];

export const profileShortcuts: readonly Shortcut[] = [
  { path: '/users/profile', label: 'shell:shortcuts.profile', icon: UserRound },
  { path: '/apps/mailbox', label: 'shell:shortcuts.mailbox', icon: Mail },
  { path: '/auth/boxed-lockscreen', label: 'shell:shortcuts.lockScreen', icon: Lock },
];
