import type { ReportDefinition } from './report-definition.js';

/** Every module's report definitions by id, checked once at start-up. */
export type ReportCatalogue = {
  readonly definitions: readonly ReportDefinition[];
  /** The definition with this id, or undefined. */
  get(id: string): ReportDefinition | undefined;
};

/** Refuses two definitions with one id, an empty id, or one definition naming a field twice. */
export function reportCatalogue(definitions: readonly ReportDefinition[]): ReportCatalogue {
  const byId = new Map<string, ReportDefinition>();
  for (const definition of definitions) {
    if (!/^[a-z][a-z0-9-]*$/.test(definition.id)) throw new Error(`Report definition id "${definition.id}" is not kebab-case`);
    if (byId.has(definition.id)) throw new Error(`Two report definitions have the id "${definition.id}"`);
    const keys = new Set<string>();
    for (const field of definition.fields) {
      if (keys.has(field.key)) throw new Error(`Report definition "${definition.id}" lists the field "${field.key}" twice`);
      keys.add(field.key);
    }
    byId.set(definition.id, definition);
  }
  return { definitions: [...definitions], get: (id) => byId.get(id) };
}
