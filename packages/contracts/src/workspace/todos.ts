import { z } from 'zod';
import { IdSchema, IsoDateSchema, VersionSchema } from '../common/index.js';

/** The personal to-do list (`/todolist`): each member's own items in the active company. */

export const TodoPriorities = ['low', 'medium', 'high'] as const;
export const TodoPrioritySchema = z.enum(TodoPriorities);
export const TodoViews = ['open', 'done', 'trash'] as const;

const TitleSchema = z.string().trim().min(1).max(200).describe('What to do');
const NotesSchema = z.string().trim().max(2000).nullable().describe('Plain text, or null');
const TagSchema = z.string().trim().min(1).max(40).nullable().describe('One free word to group items, or null');

export const TodoSchema = z.object({
  id: IdSchema,
  title: TitleSchema,
  notes: NotesSchema,
  dueDate: IsoDateSchema.nullable(),
  priority: TodoPrioritySchema,
  tag: TagSchema,
  done: z.boolean(),
  trashed: z.boolean().describe('In the trash: restorable, or deleted for good from there'),
  overdue: z.boolean().describe('Not done and due before the company’s today (derived, never stored)'),
  version: VersionSchema,
});
export type Todo = z.infer<typeof TodoSchema>;

export const CreateTodoSchema = z.object({
  title: TitleSchema,
  notes: NotesSchema.optional(),
  dueDate: IsoDateSchema.nullable().optional(),
  priority: TodoPrioritySchema.default('medium'),
  tag: TagSchema.optional(),
});
export type CreateTodo = z.input<typeof CreateTodoSchema>;

/** Send only what changes, with the version you read; a stale version answers 409 WORKSPACE_TODO_STALE_VERSION. */
export const UpdateTodoSchema = z.object({
  title: TitleSchema.optional(),
  notes: NotesSchema.optional(),
  dueDate: IsoDateSchema.nullable().optional(),
  priority: TodoPrioritySchema.optional(),
  tag: TagSchema.optional(),
  done: z.boolean().optional(),
  trashed: z.boolean().optional(),
  version: VersionSchema,
});
export type UpdateTodo = z.infer<typeof UpdateTodoSchema>;

export const TodoListQuerySchema = z.object({
  view: z.enum(TodoViews).default('open').describe('open (not done), done, or trash'),
  q: z.string().trim().max(100).optional().describe('Title, notes or tag contains (any case)'),
  tag: z.string().trim().max(40).optional(),
});
export type TodoListQuery = z.infer<typeof TodoListQuerySchema>;

export const TodoListSchema = z.object({
  items: z.array(TodoSchema).describe('In the user’s order'),
  counts: z.object({ open: z.number().int(), done: z.number().int(), trash: z.number().int(), overdue: z.number().int() }),
  tags: z.array(z.string()).describe('Tags in use, for the filter'),
});
export type TodoList = z.infer<typeof TodoListSchema>;

export const TodoOrderSchema = z
  .object({ ids: z.array(IdSchema).min(1).max(500).describe('Items of one view, in the new order') })
  .refine((o) => new Set(o.ids).size === o.ids.length, { path: ['ids'], message: 'An item is listed twice' });
export type TodoOrder = z.infer<typeof TodoOrderSchema>;

export const TodoIdParamsSchema = z.object({ id: IdSchema });
