import { TodoPriorities, UpdateTodoSchema, type UpdateTodo } from '@hcims/contracts/workspace';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, Select, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useUpdateTodo, type TodoItem } from '../api';
import { problemText, toProblem } from '../lib';
import { todoBody, todoIssue, type TodoValues } from './todo-form';

/** Changes an item's words, date, priority and tag (sending the version it read). */
export function TodoDialog({ todo, onClose }: { todo: TodoItem; onClose: () => void }) {
  const { t } = useTranslation('workspace');
  const update = useUpdateTodo();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<TodoValues, unknown, UpdateTodo>({
    resolver: contractResolver<TodoValues, UpdateTodo>(UpdateTodoSchema, (v) => ({ ...todoBody(v), version: todo.version }), todoIssue(t)),
    defaultValues: {
      title: todo.title,
      notes: todo.notes ?? '',
      dueDate: todo.dueDate ?? '',
      priority: todo.priority,
      tag: todo.tag ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (patch) => {
    setMessage(null);
    try {
      await update.mutateAsync({ id: todo.id, patch });
      onClose();
    } catch (error) {
      setMessage(problemText(t, toProblem(error)));
    }
  });

  return (
    <Dialog open onClose={onClose} title={t('todo.editTitle')} testId="todo-dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <TextField label={t('todo.fields.title')} required {...form.register('title')} error={errors.title?.message} />
        <Textarea label={t('todo.fields.notes')} rows={3} {...form.register('notes')} error={errors.notes?.message} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('todo.fields.dueDate')} type="date" {...form.register('dueDate')} error={errors.dueDate?.message} />
          <Select
            label={t('todo.fields.priority')}
            options={TodoPriorities.map((p) => ({ value: p, label: t(`todo.priority.${p}`) }))}
            {...form.register('priority')}
          />
          <TextField label={t('todo.fields.tag')} {...form.register('tag')} error={errors.tag?.message} />
        </div>
        <FormError>{message}</FormError>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('todo.cancel')}
          </button>
          <SubmitButton pending={update.isPending}>{t('todo.save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
