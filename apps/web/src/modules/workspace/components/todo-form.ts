import type { TFunction } from 'i18next';
import type { FormIssue } from '../../../shared/lib/form';
import type { TodoItem } from '../api';

/** The inputs of the add row and the edit dialog: strings, as the browser gives them. */
export type TodoValues = { title: string; notes: string; dueDate: string; priority: TodoItem['priority']; tag: string };

/** The request body the contract checks: blank optional fields become null. */
export const todoBody = (v: TodoValues) => ({
  title: v.title,
  notes: v.notes.trim() || null,
  dueDate: v.dueDate || null,
  priority: v.priority,
  tag: v.tag.trim() || null,
});

/** A field's problem in the user's words. */
export const todoIssue = (t: TFunction) => (issue: FormIssue) =>
  t(
    issue.code === 'too_big'
      ? 'workspace:todo.validation.tooLong'
      : issue.code === 'too_small' || issue.code === 'invalid_type'
        ? 'workspace:todo.validation.required'
        : 'workspace:todo.validation.invalid',
  );
