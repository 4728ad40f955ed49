import { HrDashboardQuerySchema, HrDashboardSchema } from '@hcims/contracts/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestRunner } from '../../../platform/request/index.js';
import { hrDashboard, type DashboardService } from './dashboard.service.js';

export function registerDashboardRoutes(app: FastifyInstance, deps: DashboardService): void {
  const run = requestRunner(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/people/dashboard',
    {
      schema: {
        tags: ['people: reports'],
        summary:
          'The HR dashboard (/hcims): head-count, joiners and leavers, attrition, tenure, expiring documents, celebrations, within the caller’s report scope',
        querystring: HrDashboardQuerySchema,
        response: { 200: HrDashboardSchema },
      },
      config: { permission: 'people.reports:read' },
    },
    (request) => run(request, (ctx) => hrDashboard(ctx, request.query.asOf)),
  );
}
