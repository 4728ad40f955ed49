import { CreateTaskCommentSchema, type TaskPerson } from '@hcims/contracts/tasks';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDateTime } from '../../../shared/lib/format';
import { contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { fieldErrorMessage, FormError, SubmitButton, Textarea } from '../../../shared/ui/form';
import { Spinner } from '../../../shared/ui/spinner';
import { useAddComment, useMentionable, useTaskComments } from '../api/tasks-queries';
import { issueText } from '../lib/form-messages';
import { mentionQuery, mentionsIn, splitMentions } from '../lib/mentions';

/** A task's conversation, oldest first, and a box to add to it (for those who may update the task), with an `@` picker. */
export function TaskComments({ taskId, canWrite }: { taskId: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation('tasks');
  const comments = useTaskComments(taskId);
  const add = useAddComment(taskId);
  const [message, setMessage] = useState<string | null>(null);
  const [chosen, setChosen] = useState<TaskPerson[]>([]);
  const form = useForm({
    defaultValues: { body: '' },
    resolver: contractResolver(CreateTaskCommentSchema, (v: { body: string }) => ({ body: v.body }), issueText(t)),
  });
  const submit = form.handleSubmit(async ({ body }) => {
    setMessage(null);
    try {
      // Only the people still named in the text are mentioned (a name deleted from it is dropped).
      await add.mutateAsync({ body, mentionIds: mentionsIn(body, chosen).map((p) => p.id) });
      form.reset({ body: '' });
      setChosen([]);
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  });
  return (
    <section aria-labelledby="task-comments" className="mt-6">
      <h3 id="task-comments" className="mb-2 text-sm font-semibold text-ink">
        {t('comments.title')}
      </h3>
      {comments.isPending ? (
        <Spinner />
      ) : comments.error ? (
        <p className="text-sm text-danger">{problemText(t, toProblem(comments.error), 'errors')}</p>
      ) : comments.data.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('comments.none')}</p>
      ) : (
        <ol className="grid gap-2" data-testid="task-comments">
          {comments.data.items.map((c) => (
            <li key={c.id} className="rounded-lg bg-surface-hover p-3 text-sm">
              <p className="text-xs text-ink-muted">
                <bdi>{c.authorName}</bdi> · <bdi>{formatDateTime(c.createdAt, i18n.language)}</bdi>
              </p>
              <p dir="auto" className="mt-1 whitespace-pre-line text-ink">
                {splitMentions(c.body, c.mentions).map((part, i) =>
                  part.person ? (
                    <strong key={i} className="font-semibold text-primary-ink" data-testid="comment-mention">
                      {part.text}
                    </strong>
                  ) : (
                    <span key={i}>{part.text}</span>
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 grid gap-2">
          <MentionBox
            taskId={taskId}
            value={form.watch('body')}
            field={form.register('body')}
            error={fieldErrorMessage(form.formState.errors, 'body')}
            onPick={(text, person) => {
              form.setValue('body', text, { shouldDirty: true });
              setChosen((all) => (all.some((p) => p.id === person.id) ? all : [...all, person]));
            }}
          />
          <FormError>{message}</FormError>
          <div className="flex justify-end">
            <SubmitButton pending={add.isPending}>{t('comments.send')}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}

type Field = ReturnType<ReturnType<typeof useForm<{ body: string }>>['register']>;

/**
 * The comment box: typing `@` and a few letters lists the people the comment may mention; arrow
 * keys move through them, Enter or Tab picks one, Escape closes the list. A pick writes `@Name`.
 */
function MentionBox({
  taskId,
  value,
  field,
  error,
  onPick,
}: {
  taskId: string;
  value: string;
  field: Field;
  error: string | undefined;
  onPick: (text: string, person: TaskPerson) => void;
}) {
  const { t } = useTranslation('tasks');
  const people = useMentionable(taskId);
  const listId = useId();
  const box = useRef<HTMLTextAreaElement | null>(null);
  // Where the caret goes once a picked name is in the box: set as the render that shows it commits,
  // before the next key is handled (a frame later, a fast typist's next letter landed after it).
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterPick.current;
    if (at === null) return;
    caretAfterPick.current = null;
    box.current?.focus();
    box.current?.setSelectionRange(at, at);
  });
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const query = mentionQuery(value, caret);
  const matches =
    query === null || closed
      ? []
      : (people.data?.items ?? []).filter((p) => p.name.toLocaleLowerCase().includes(query.text.toLocaleLowerCase())).slice(0, 6);
  const open = matches.length > 0;
  const current = Math.min(active, Math.max(matches.length - 1, 0));

  const pick = (person: TaskPerson) => {
    if (!query) return;
    const before = value.slice(0, query.start);
    const after = value.slice(caret);
    const inserted = `@${person.name} `;
    onPick(before + inserted + after, person);
    const at = before.length + inserted.length;
    // The list closes with the pick itself, not a frame later when the caret has moved past the name.
    setCaret(at);
    setClosed(true);
    caretAfterPick.current = at;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + matches.length) % matches.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(matches[current]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setClosed(true);
    }
  };
  const track = (el: HTMLTextAreaElement) => {
    setCaret(el.selectionStart ?? el.value.length);
    setClosed(false);
    setActive(0);
  };

  let list: ReactNode = null;
  if (open) {
    list = (
      <ul
        id={listId}
        role="listbox"
        aria-label={t('comments.mentionPeople')}
        className="grid max-h-48 gap-0.5 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-md"
        data-testid="mention-list"
      >
        {matches.map((p, i) => (
          <li
            key={p.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === current}
            className={`cursor-pointer rounded px-2 py-1.5 text-sm text-ink ${i === current ? 'bg-primary-soft' : 'hover:bg-surface-hover'}`}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(p);
            }}
          >
            {p.name}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="grid gap-1">
      <Textarea
        label={t('comments.add')}
        hint={t('comments.mentionHint')}
        rows={2}
        {...field}
        ref={(el) => {
          field.ref(el);
          box.current = el;
        }}
        onChange={(e) => {
          void field.onChange(e);
          track(e.target);
        }}
        onKeyUp={(e) => {
          if (!['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(e.key)) setCaret(e.currentTarget.selectionStart ?? 0);
        }}
        onClick={(e) => setCaret(e.currentTarget.selectionStart ?? 0)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
        error={error}
        data-testid="comment-box"
      />
      {list}
    </div>
  );
}
