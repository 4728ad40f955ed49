import {
  CreateTodoSchema,
  TodoIdParamsSchema,
  TodoListQuerySchema,
  TodoListSchema,
  TodoOrderSchema,
  TodoSchema,
  UpdateTodoSchema,
} from '@hcims/contracts/workspace';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequestRunner } from '../../platform/request/index.js';
import * as todos from './todos.service.js';

const tags = ['workspace: to-do'];
const signedIn = { signedIn: true } as const;

/** /api/workspace/todos: the caller's own to-do list. */
export function registerTodoRoutes(app: FastifyInstance, run: RequestRunner): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/workspace/todos',
    {
      schema: {
        tags,
        summary: 'The caller’s items of one view (open, done, trash) in their order, with counts and tags',
        querystring: TodoListQuerySchema,
        response: { 200: TodoListSchema },
      },
      config: signedIn,
    },
    (request) => run(request, (ctx) => todos.listTodos(ctx, request.query)),
  );

  api.post(
    '/api/workspace/todos',
    {
      schema: { tags, summary: 'Add an item at the end of the list', body: CreateTodoSchema, response: { 201: TodoSchema } },
      config: signedIn,
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => todos.createTodo(ctx, request.body))),
  );

  api.patch(
    '/api/workspace/todos/:id',
    {
      schema: {
        tags,
        summary: 'Change an item, tick it done, or move it to or from the trash (with its version)',
        params: TodoIdParamsSchema,
        body: UpdateTodoSchema,
        response: { 200: TodoSchema },
      },
      config: signedIn,
    },
    (request) => run(request, (ctx) => todos.updateTodo(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/api/workspace/todos/:id',
    {
      schema: { tags, summary: 'Delete for good an item in the trash', params: TodoIdParamsSchema, response: { 204: NoContentSchema } },
      config: signedIn,
    },
    async (request, reply) => {
      await run(request, (ctx) => todos.deleteTodo(ctx, request.params.id));
      return reply.code(204).send();
    },
  );

  api.put(
    '/api/workspace/todos/order',
    {
      schema: { tags, summary: 'Put the caller’s items in a new order', body: TodoOrderSchema, response: { 204: NoContentSchema } },
      config: signedIn,
    },
    async (request, reply) => {
      await run(request, (ctx) => todos.reorderTodos(ctx, request.body.ids));
      return reply.code(204).send();
    },
  );
}
