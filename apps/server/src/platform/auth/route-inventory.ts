import type { PermissionCode } from '@hcims/contracts/access';
import type { Db } from '../../db/client.js';

/**
 * A module's expectations for the generated permission test (`route-inventory.api.test.ts`): the
 * access each of its /api routes declares, and how to name another company's rows in the 404
 * probes. Each module keeps them beside its routes, in `<m>.routes.inventory.ts` exporting
 * `routeInventory`; the test collects every such file and fails on a registered route without an
 * expectation, an expectation without a route, and a route declared by two inventories.
 */

/** Ids of another company (another group's, and a sibling company of the caller's group). */
export type ForeignIds = {
  roleId: string;
  memberId: string;
  sessionId: string;
  companyId: string;
  /** Every inventory's `foreignRows`, merged (keys are unique across inventories). */
  rows: Readonly<Record<string, string>>;
};

/** Rows of the caller's own company that a probe's body may name. */
export type OwnIds = { ownRoleId: string; ownMemberId: string };

/** How to call a route naming another company's row: it must answer 404, never 403. */
export type ForeignCase = {
  params?: (f: ForeignIds) => Record<string, string>;
  body?: (f: ForeignIds, own: OwnIds) => object;
  query?: (f: ForeignIds) => string;
};

export type RouteExpectation =
  /** `signed`: public by declaration but authenticated by a signature (a webhook), so an unsigned call is refused. */
  { access: 'public'; signed?: true } | { access: 'signed-in' | PermissionCode; foreign?: ForeignCase };

/** The company whose rows `foreignRows` inserts, in a transaction bound to it. */
export type ForeignCompany = { companyId: string; groupId: string; userId: string };

export type RouteInventory = {
  /** `METHOD /api/path/:param` -> the expected access. */
  routes: Readonly<Record<string, RouteExpectation>>;
  /** Inserts rows of the module in another company, answering their ids by name (`f.rows.<name>`). */
  foreignRows?: (tx: Db, company: ForeignCompany) => Promise<Record<string, string>>;
};
