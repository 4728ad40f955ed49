import { CreateTodoSchema, TodoPriorities, type CreateTodo } from '@hcims/contracts/workspace';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { FormError, Select, SubmitButton, TextField } from '../../../shared/ui/form';
import { useAddTodo } from '../api';
import { problemText, toProblem } from '../lib';
import { todoBody, todoIssue, type TodoValues } from './todo-form';

const empty: TodoValues = { title: '', notes: '', dueDate: '', priority: 'medium', tag: '' };

/** The row that adds an item at the end of the list; it clears itself and keeps the focus for the next one. */
export function AddTodoForm() {
  const { t } = useTranslation('workspace');
  const add = useAddTodo();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<TodoValues, unknown, CreateTodo>({
    resolver: contractResolver<TodoValues, CreateTodo>(CreateTodoSchema, todoBody, todoIssue(t)),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      await add.mutateAsync(body);
      form.reset(empty);
      form.setFocus('title');
    } catch (error) {
      setMessage(problemText(t, toProblem(error)));
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('todo.addLabel')}
      data-testid="add-todo"
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <TextField label={t('todo.fields.title')} required {...form.register('title')} error={errors.title?.message} />
      <TextField label={t('todo.fields.dueDate')} type="date" {...form.register('dueDate')} error={errors.dueDate?.message} />
      <Select
        label={t('todo.fields.priority')}
        options={TodoPriorities.map((p) => ({ value: p, label: t(`todo.priority.${p}`) }))}
        {...form.register('priority')}
      />
      <TextField label={t('todo.fields.tag')} {...form.register('tag')} error={errors.tag?.message} />
      <SubmitButton pending={add.isPending}>
        <Plus className="size-4" aria-hidden="true" />
        {t('todo.add')}
      </SubmitButton>
      {message && (
        <div className="sm:col-span-5">
          <FormError>{message}</FormError>
        </div>
      )}
    </form>
  );
}
