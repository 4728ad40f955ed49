import { HealthSchema, ReadySchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../errors/app-error.js';
import { RETRY_AFTER_SECONDS } from '../errors/error-handler.js';

export function registerHealthRoutes(app: FastifyInstance, deps: { database: Database; version: string }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/health',
    {
      schema: { tags: ['platform'], summary: 'The process is up', response: { 200: HealthSchema } },
      config: { public: true, rateLimit: false },
    },
    () => ({ status: 'ok' as const, version: deps.version, uptimeSeconds: Math.round(process.uptime()) }),
  );
  api.get(
    '/api/ready',
    {
      schema: { tags: ['platform'], summary: 'The database answers', response: { 200: ReadySchema } },
      config: { public: true, rateLimit: false },
    },
    async () => {
      try {
        await deps.database.ping();
      } catch (cause) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is unavailable', {
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
          cause,
        });
      }
      return { status: 'ready' as const, database: deps.database.kind };
    },
  );
}
