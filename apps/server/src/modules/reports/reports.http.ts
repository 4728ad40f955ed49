import type { ReportResult } from '@hcims/contracts/people';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import type { ReportCatalogue, ReportResultOf } from '../../platform/reports/index.js';

/** What the report routes share, whichever prefix they are registered under (ADR 0108). */

export type ReportsDeps = { database: Pick<Database, 'db'>; clock: Clock; reports: ReportCatalogue };

/** Who may call the hub, the builder and unsaved or ready-made reports under a prefix. */
export type ReportAccess = Pick<FastifyContextConfig, 'signedIn' | 'permission'>;

/**
 * The engine keeps to a definition's allow-list, so its answers carry only the keys the wire
 * schemas list (every entity's, ADR 0108); the response schemas check them again on the way out.
 */
export const asResult = (result: ReportResultOf) => result as ReportResult;

export const acceptLanguage = (request: FastifyRequest) => {
  const header = request.headers['accept-language'];
  return typeof header === 'string' ? header : undefined;
};
