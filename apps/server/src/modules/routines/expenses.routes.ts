import multipart from '@fastify/multipart';
import { NoContentSchema } from '@hcims/contracts/platform';
import {
  ApproveExpenseClaimSchema,
  CreateExpenseCategorySchema,
  CreateExpenseClaimSchema,
  ExpenseCategorySchema,
  ExpenseClaimListQuerySchema,
  ExpenseClaimPageSchema,
  ExpenseClaimSchema,
  ExpenseExportQuerySchema,
  ExpenseReceiptSchema,
  ExpenseSettingsSchema,
  ExpenseTotalsQuerySchema,
  ExpenseTotalsSchema,
  ExpenseVersionSchema,
  PayExpenseClaimSchema,
  QueueExpenseClaimSchema,
  RejectExpenseClaimSchema,
  RoutinesIdParamsSchema,
  UpdateExpenseCategorySchema,
  UpdateExpenseClaimSchema,
  UpdateExpenseSettingsSchema,
} from '@hcims/contracts/routines';
import type { ExpenseClaim } from '@hcims/contracts/routines';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportTable } from '../../platform/exports/index.js';
import { exportFileResponse, storedFileResponse } from '../../platform/http/responses.js';
import type { RequestCtx, RequestRunner } from '../../platform/request/index.js';
import {
  contentDisposition,
  multipartOptions,
  receiveAndRecord,
  sendDownload,
  type FileKind,
  type Storage,
} from '../../platform/storage/index.js';
import { expensesTable } from './expenses-export.js';
import { demoReceipt } from './expenses.demo.js';
import * as service from './expenses.service.js';

const tags = ['routines'];
const RECEIPT_KINDS: FileKind[] = ['pdf', 'png', 'jpeg', 'webp', 'gif'];
const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** /api/routines/expense-*: settings, categories, claims and their moves, receipts, totals and export. */
export function registerExpenseRoutes(app: FastifyInstance, run: RequestRunner, storage: Storage): void {
  void app.register(async (scope) => {
    await scope.register(multipart, multipartOptions(RECEIPT_MAX_BYTES));
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/routines/expense-settings',
      {
        schema: { tags, summary: 'The company currency and the second-approval threshold', response: { 200: ExpenseSettingsSchema } },
        config: { permission: 'routines.expense-claims:read' },
      },
      (request) => run(request, (ctx) => service.getSettings(ctx)),
    );

    api.put(
      '/api/routines/expense-settings',
      {
        schema: {
          tags,
          summary: 'Set the amount above which HR or finance approve too (HR or finance)',
          body: UpdateExpenseSettingsSchema,
          response: { 200: ExpenseSettingsSchema },
        },
        config: { permission: 'routines.expense-approvals:update' },
      },
      (request) => run(request, (ctx) => service.updateSettings(ctx, request.body)),
    );

    api.get(
      '/api/routines/expense-categories',
      {
        schema: { tags, summary: 'The company’s expense categories', response: { 200: z.array(ExpenseCategorySchema) } },
        config: { permission: 'routines.expense-claims:read' },
      },
      (request) => run(request, (ctx) => service.listCategories(ctx)),
    );

    api.post(
      '/api/routines/expense-categories',
      {
        schema: {
          tags,
          summary: 'Add a category (HR or finance)',
          body: CreateExpenseCategorySchema,
          response: { 201: ExpenseCategorySchema },
        },
        config: { permission: 'routines.expense-approvals:update' },
      },
      async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createCategory(ctx, request.body))),
    );

    api.patch(
      '/api/routines/expense-categories/:id',
      {
        schema: {
          tags,
          summary: 'Rename a category or change its per-claim limit (HR or finance)',
          params: RoutinesIdParamsSchema,
          body: UpdateExpenseCategorySchema,
          response: { 200: ExpenseCategorySchema },
        },
        config: { permission: 'routines.expense-approvals:update' },
      },
      (request) => run(request, (ctx) => service.updateCategory(ctx, request.params.id, request.body)),
    );

    api.delete(
      '/api/routines/expense-categories/:id',
      {
        schema: { tags, summary: 'Delete a category no claim uses', params: RoutinesIdParamsSchema, response: { 204: NoContentSchema } },
        config: { permission: 'routines.expense-approvals:update' },
      },
      async (request, reply) => {
        await run(request, (ctx) => service.deleteCategory(ctx, request.params.id));
        return reply.code(204).send();
      },
    );

    api.get(
      '/api/routines/expense-claims',
      {
        schema: {
          tags,
          summary: 'One page of the claims the caller may see (own, team or company by scope; others’ drafts never)',
          querystring: ExpenseClaimListQuerySchema,
          response: { 200: ExpenseClaimPageSchema },
        },
        config: { permission: 'routines.expense-claims:read' },
      },
      (request) => run(request, (ctx) => service.listClaims(ctx, request.query)),
    );

    api.get(
      '/api/routines/expense-claims/totals',
      {
        schema: {
          tags,
          summary: 'Counts and amounts per category and per month, per currency, of the filtered claims',
          querystring: ExpenseTotalsQuerySchema,
          response: { 200: ExpenseTotalsSchema },
        },
        config: { permission: 'routines.expense-claims:read' },
      },
      (request) => run(request, (ctx) => service.claimTotals(ctx, request.query)),
    );

    api.get(
      '/api/routines/expense-claims/export',
      {
        schema: {
          tags,
          summary: 'The filtered claims as CSV, XLSX or PDF (attachment)',
          querystring: ExpenseExportQuerySchema,
          response: { 200: exportFileResponse },
        },
        config: { permission: 'routines.expense-claims:read' },
      },
      async (request, reply) => {
        const header = request.headers['accept-language'];
        const table = await run(request, (ctx) => expensesTable(ctx, request.query, typeof header === 'string' ? header : undefined));
        const file = await exportTable(table, request.query.format);
        return sendDownload(reply, {
          body: file.body,
          contentType: file.contentType,
          fileName: `expense-claims.${file.extension}`,
          size: file.body.length,
        });
      },
    );

    api.post(
      '/api/routines/expense-claims',
      {
        schema: {
          tags,
          summary: 'File a claim (a draft unless `submit`)',
          body: CreateExpenseClaimSchema,
          response: { 201: ExpenseClaimSchema },
        },
        config: { permission: 'routines.expense-claims:create' },
      },
      async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createClaim(ctx, request.body))),
    );

    api.get(
      '/api/routines/expense-claims/:id',
      {
        schema: { tags, summary: 'One claim with its receipts', params: RoutinesIdParamsSchema, response: { 200: ExpenseClaimSchema } },
        config: { permission: 'routines.expense-claims:read' },
      },
      (request) => run(request, (ctx) => service.getClaim(ctx, request.params.id)),
    );

    api.patch(
      '/api/routines/expense-claims/:id',
      {
        schema: {
          tags,
          summary: 'Change a draft claim (the claimant)',
          params: RoutinesIdParamsSchema,
          body: UpdateExpenseClaimSchema,
          response: { 200: ExpenseClaimSchema },
        },
        config: { permission: 'routines.expense-claims:update' },
      },
      (request) => run(request, (ctx) => service.updateClaim(ctx, request.params.id, request.body)),
    );

    const move = (
      path: string,
      summary: string,
      permission: 'routines.expense-claims:update' | 'routines.expense-approvals:update',
      body: z.ZodType,
      act: (ctx: RequestCtx, id: string, body: never) => Promise<ExpenseClaim>,
    ) =>
      api.post(
        `/api/routines/expense-claims/:id/${path}`,
        {
          schema: { tags, summary, params: RoutinesIdParamsSchema, body, response: { 200: ExpenseClaimSchema } },
          config: { permission },
        },
        (request) => run(request, (ctx) => act(ctx, request.params.id, request.body as never)),
      );

    move(
      'submit',
      'Submit a draft claim for approval (the claimant)',
      'routines.expense-claims:update',
      ExpenseVersionSchema,
      service.submitClaim,
    );
    move(
      'withdraw',
      'Withdraw a claim before its final approval (the claimant)',
      'routines.expense-claims:update',
      ExpenseVersionSchema,
      service.withdrawClaim,
    );
    move(
      'approve',
      'Approve a claim at its stage (the manager, then HR or finance above the threshold), with an optional note',
      'routines.expense-approvals:update',
      ApproveExpenseClaimSchema,
      service.approveClaim,
    );
    move(
      'reject',
      'Reject a claim awaiting approval, with a reason',
      'routines.expense-approvals:update',
      RejectExpenseClaimSchema,
      service.rejectClaim,
    );
    move(
      'pay',
      'Mark an approved or payroll-queued claim paid (HR or finance)',
      'routines.expense-approvals:update',
      PayExpenseClaimSchema,
      service.settleClaim,
    );
    move(
      'queue-payroll',
      'Queue an approved claim for reimbursement through payroll in a month (HR or finance)',
      'routines.expense-approvals:update',
      QueueExpenseClaimSchema,
      service.settleClaim,
    );

    api.post(
      '/api/routines/expense-claims/:id/receipts',
      {
        schema: {
          tags,
          summary: 'Add a receipt: multipart with one `file` part; PDF or an image (PNG, JPEG, WEBP, GIF) by content, 10 MB at most',
          params: RoutinesIdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: ExpenseReceiptSchema },
        },
        config: { permission: 'routines.expense-claims:update' },
      },
      async (request, reply) => {
        // Nothing is stored for a claim the caller cannot add to.
        await run(request, (ctx) => service.claimForReceipt(ctx, request.params.id));
        const saved = await receiveAndRecord(request, storage, { maxBytes: RECEIPT_MAX_BYTES, allow: RECEIPT_KINDS }, (file) =>
          run(request, (ctx) => service.addReceipt(ctx, request.params.id, file)),
        );
        return reply.code(201).send(saved);
      },
    );

    api.get(
      '/api/routines/expense-receipts/:id',
      {
        schema: {
          tags,
          summary: 'A receipt, inline (its detected type, nosniff, no caching), for viewing next to the claim',
          params: RoutinesIdParamsSchema,
          response: { 200: storedFileResponse('The receipt as uploaded', RECEIPT_KINDS) },
        },
        config: { permission: 'routines.expense-claims:read' },
      },
      async (request, reply) => {
        const receipt = await run(request, (ctx) => service.receiptFor(ctx, request.params.id));
        const body = receipt.storageKey ? await storage.get(receipt.storageKey) : demoReceipt(receipt.fileName);
        // Only PDF and images are ever stored here (checked by content), so inline is safe; nosniff keeps it so.
        return reply
          .header('content-type', receipt.contentType)
          .header('content-disposition', contentDisposition(receipt.fileName, 'inline'))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header('cross-origin-resource-policy', 'same-origin')
          .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'")
          .send(body);
      },
    );

    api.delete(
      '/api/routines/expense-receipts/:id',
      {
        schema: {
          tags,
          summary: 'Remove a receipt of a draft claim (the claimant)',
          params: RoutinesIdParamsSchema,
          response: { 204: NoContentSchema },
        },
        config: { permission: 'routines.expense-claims:update' },
      },
      async (request, reply) => {
        const key = await run(request, (ctx) => service.removeReceipt(ctx, request.params.id));
        if (key) await storage.delete(key);
        return reply.code(204).send();
      },
    );
  });
}
