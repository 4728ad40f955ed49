import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../org/org.table.js';

/** Each member's personal to-do items in a company (`/todolist`); nobody else reads them. */
export const todoItems = pgTable(
  'todo_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    title: text().notNull(),
    notes: text(),
    dueDate: date({ mode: 'string' }),
    priority: text({ enum: ['low', 'medium', 'high'] })
      .notNull()
      .default('medium'),
    tag: text(),
    done: boolean().notNull().default(false),
    trashedAt: timestamp({ withTimezone: true }),
    /** The user's order (drag to reorder); smaller first. */
    position: integer().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('todo_items_owner_index').on(t.companyId, t.userId, t.position),
    index('todo_items_due_index')
      .on(t.companyId, t.userId, t.dueDate)
      .where(sql`not ${t.done}`),
  ],
);
