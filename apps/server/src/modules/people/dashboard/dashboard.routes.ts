import { HrDashboardQuerySchema, HrDashboardSchema } from '@hcims/contracts/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../platform/auth/index.js';
import type { DashboardService } from './dashboard.service.js';

export function registerDashboardRoutes(app: FastifyInstance, dashboard: DashboardService): void {
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
    (request) => dashboard.dashboard(authOf(request), request.query.asOf),
  );
}
