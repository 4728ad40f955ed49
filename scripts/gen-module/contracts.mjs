// Templates of a generated module's contracts: its record, list query, error codes, and the
// lines the generator adds to the shared error-code union and the permission catalogue.

/** packages/contracts/src/<name>/index.ts */
export function contractsIndex(n) {
  return `import { z } from 'zod';
import { IdSchema, pageOf, pageQuery, VersionSchema } from '../common/index.js';

/**
 * The ${n.name} module's contracts (written by \`npm run gen:module ${n.name}\`): one record with a
 * name and an optional note. Rename and extend the record as the module takes shape.
 */

const NameSchema = z.string().trim().min(1).max(120).describe('Name, unique in the company (case-insensitive)');
const NoteSchema = z.string().trim().max(1000).nullable().describe('Free text, or null');

export const ${n.Name}RecordSchema = z.object({
  id: IdSchema,
  name: NameSchema,
  note: NoteSchema,
  version: VersionSchema,
});
export type ${n.Name}Record = z.infer<typeof ${n.Name}RecordSchema>;

export const Create${n.Name}RecordSchema = z.object({ name: NameSchema, note: NoteSchema.optional() });
export type Create${n.Name}Record = z.infer<typeof Create${n.Name}RecordSchema>;

/** Send only the fields that change, with the version you read; a stale version answers 409 ${n.NAME}_STALE_VERSION. */
export const Update${n.Name}RecordSchema = Create${n.Name}RecordSchema.partial().extend({ version: VersionSchema });
export type Update${n.Name}Record = z.infer<typeof Update${n.Name}RecordSchema>;

export const ${n.Name}RecordSorts = ['name', 'createdAt'] as const;
export const ${n.Name}RecordListQuerySchema = pageQuery(${n.Name}RecordSorts);
export type ${n.Name}RecordListQuery = z.infer<typeof ${n.Name}RecordListQuerySchema>;
export const ${n.Name}RecordPageSchema = pageOf(${n.Name}RecordSchema);
export type ${n.Name}RecordPage = z.infer<typeof ${n.Name}RecordPageSchema>;

export const ${n.Name}IdParamsSchema = z.object({ id: IdSchema });

/** Every error code of the module (joined into \`ErrorCode\` in \`@hcims/contracts/errors\`). */
export const ${n.Name}ErrorCodes = ['${n.NAME}_STALE_VERSION', '${n.NAME}_NAME_TAKEN'] as const;
export type ${n.Name}ErrorCode = (typeof ${n.Name}ErrorCodes)[number];
`;
}

/** Adds the module's code list to the ErrorCode union (an import and one line at the end of the list). */
export function errorsEdit(n) {
  return (text) => {
    const importLine = `import { ${n.Name}ErrorCodes } from '../${n.name}/index.js';\n`;
    const lastImport = text.lastIndexOf('\nimport ');
    const afterImports = text.indexOf('\n', lastImport + 1) + 1;
    let out = text.slice(0, afterImports) + importLine + text.slice(afterImports);
    const end = out.indexOf('] as const;', out.indexOf('export const ErrorCodes'));
    if (end < 0) throw new Error('packages/contracts/src/errors/index.ts: the ErrorCodes list was not found');
    out = `${out.slice(0, end)}  ...${n.Name}ErrorCodes,\n${out.slice(end)}`;
    return out;
  };
}

/** Adds the permission resource `<name>.records` at the end of the catalogue. */
export function catalogueEdit(n) {
  return (text) => {
    const marker = '] as const satisfies readonly PermissionResourceDefinition[];';
    const end = text.indexOf(marker);
    if (end < 0) throw new Error('packages/contracts/src/access/catalogue.ts: the end of permissionResources was not found');
    const entry = `  {
    key: '${n.name}.records',
    label: '${n.title} records',
    description: 'Records of the ${n.name} module: reading, adding, changing and deleting them',
    category: 'general',
    risk: 'medium',
    riskByAction: { read: 'low' },
    actions: CRUD,
    scopes: ORG_SCOPES,
  },
`;
    return text.slice(0, end) + entry + text.slice(end);
  };
}
