import type { Task } from '@hcims/contracts/tasks';
import { useSession } from '../../../shared/lib/session';
import { useTaskOptions } from '../api/tasks-queries';

/**
 * What the signed-in user may do with a task, as the server decides it: assigners (create
 * permission) edit and cancel; with the own scope only the assignee reports progress.
 */
export function useTaskAccess() {
  const permissions = useSession((s) => s.permissions) ?? {};
  const options = useTaskOptions();
  const self = options.data?.self ?? null;
  const canCreate = Object.hasOwn(permissions, 'tasks.tasks:create');
  const canDelete = Object.hasOwn(permissions, 'tasks.tasks:delete');
  const updateScope = permissions['tasks.tasks:update'];
  const final = (task: Task) => task.status === 'completed' || task.status === 'cancelled';
  return {
    options,
    self,
    canCreate,
    canDelete,
    canReport: (task: Task) => !!updateScope && (updateScope !== 'own' || task.assignee.id === self),
    canEdit: (task: Task) => canCreate && !final(task),
  };
}
