import type { PermissionSet } from '@hcims/contracts/access';
import { Award, ClipboardList, GraduationCap, type LucideIcon, Repeat2, Settings, Users } from 'lucide-react';
import type { MenuEntry, MenuGroupId } from '../../shared/lib/registry';
import { hasPermission } from '../../shared/lib/session';
import { isSamePath } from '../../shared/lib/router';
import { menuEntries as registeredMenuEntries } from '../router/navigation';

export type MenuGroupDefinition = { id: Exclude<MenuGroupId, 'main'>; label: string; icon: LucideIcon };

/** Sidebar groups in the spec's order, with the spec's labels. */
export const menuGroups: readonly MenuGroupDefinition[] = [
  { id: 'hcims', label: 'shell:groups.hcims', icon: Users },
  { id: 'tasks', label: 'shell:groups.tasks', icon: ClipboardList },
  { id: 'routines', label: 'shell:groups.routines', icon: Repeat2 },
  { id: 'evaluation', label: 'shell:groups.evaluation', icon: Award },
  { id: 'settings', label: 'shell:groups.settings', icon: Settings },
  { id: 'training', label: 'shell:groups.training', icon: GraduationCap },
];

export const menuEntries: readonly MenuEntry[] = registeredMenuEntries;

export type BuiltGroup = MenuGroupDefinition & { entries: MenuEntry[] };
export type BuiltMenu = { top: MenuEntry[]; groups: BuiltGroup[] };

/**
 * The menu for the sidebar or the header's horizontal menu: entries the user may use (all while the
 * permissions are unknown), sorted; empty groups dropped.
 */
export function buildMenu(
  entries: readonly MenuEntry[],
  placement: 'sidebar' | 'horizontal',
  permissions: PermissionSet | null,
): BuiltMenu {
  const visible = entries
    .filter((e) => placement === 'horizontal' || (e.placement ?? 'all') === 'all')
    .filter((e) => hasPermission(permissions, e.permission))
    .toSorted((a, b) => a.order - b.order);
  return {
    top: visible.filter((e) => e.group === 'main'),
    groups: menuGroups.map((g) => ({ ...g, entries: visible.filter((e) => e.group === g.id) })).filter((g) => g.entries.length > 0),
  };
}

/** The group holding the link to `pathname`, if any. */
export function groupOfPath(groups: readonly BuiltGroup[], pathname: string): BuiltGroup['id'] | null {
  return groups.find((g) => g.entries.some((e) => isSamePath(e.path, pathname)))?.id ?? null;
}
