import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ForeignCompany, RouteInventory } from './route-inventory.js';

/**
 * Test support (not part of the build): every module's `*.routes.inventory.ts`, for the route
 * walk and for the tenancy sweep, which both need a row of every module's tables in a company
 * without a central list that each new module would have to edit.
 */

const sourceRoot = fileURLToPath(new URL('../../', import.meta.url));

export type CollectedInventory = { file: string; inventory: RouteInventory };

/** Every `*.routes.inventory.ts` under apps/server/src, by path. */
export async function collectInventories(): Promise<CollectedInventory[]> {
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.routes.inventory.ts'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const loaded = (await import(path.join(sourceRoot, file))) as { routeInventory?: RouteInventory };
      if (!loaded.routeInventory) throw new Error(`${file} does not export routeInventory`);
      return { file, inventory: loaded.routeInventory };
    }),
  );
}

/** Every inventory's rows in a company, in a transaction bound to it; a row name used twice fails. */
export async function foreignRowsOf(
  inventories: readonly CollectedInventory[],
  tx: Parameters<NonNullable<RouteInventory['foreignRows']>>[0],
  company: ForeignCompany,
): Promise<Record<string, string>> {
  const rows: Record<string, string> = {};
  for (const { file, inventory } of inventories) {
    for (const [key, id] of Object.entries((await inventory.foreignRows?.(tx, company)) ?? {})) {
      if (key in rows) throw new Error(`${file}: the foreign row "${key}" is named by another inventory too`);
      rows[key] = id;
    }
  }
  return rows;
}
