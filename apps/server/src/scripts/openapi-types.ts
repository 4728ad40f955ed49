/**
 * Turns the OpenAPI document into the TypeScript `ApiPaths` type the web's typed client reads
 * (apps/web/src/shared/api/). Covers what the routes' zod schemas produce: OpenAPI 3.0 objects,
 * arrays, enums, nullable, anyOf/oneOf/allOf and records; anything else becomes `unknown`.
 * Written by `npm run gen:api` next to the document, and checked by the same drift test.
 */

type Schema = {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
};

type Parameter = { in?: string; name?: string; required?: boolean; schema?: unknown; description?: string };
type Operation = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** The web's HTTP client already prefixes this; the generated keys are relative to it. */
const API_BASE = '/api';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const isSchema = (value: unknown): value is Schema => !!value && typeof value === 'object' && !Array.isArray(value);
const quoted = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quoted(name));
const comment = (text: string | undefined, pad: string): string =>
  text ? `${pad}/** ${text.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n` : '';

function union(parts: string[]): string {
  const unique = [...new Set(parts)];
  return unique.length === 0 ? 'never' : unique.join(' | ');
}

function objectType(schema: Schema, pad: string): string {
  const props = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  const rest = isSchema(extra) ? typeOf(extra, pad) : extra === false ? null : props.length ? null : 'unknown';
  if (!props.length) return rest ? `Record<string, ${rest}>` : 'Record<string, never>';
  const required = new Set(schema.required ?? []);
  const inner = `${pad}  `;
  const lines = props.map(
    ([name, prop]) => `${comment(prop.description, inner)}${inner}${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(prop, inner)};`,
  );
  const body = `{\n${lines.join('\n')}\n${pad}}`;
  return rest ? `${body} & Record<string, ${rest}>` : body;
}

function baseType(schema: Schema, pad: string): string {
  if (schema.enum) return union(schema.enum.map((v) => (typeof v === 'string' ? quoted(v) : JSON.stringify(v))));
  if (schema.const !== undefined) return typeof schema.const === 'string' ? quoted(schema.const) : JSON.stringify(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return union(alternatives.map((s) => typeOf(s, pad)));
  if (schema.allOf) return schema.allOf.map((s) => wrap(typeOf(s, pad), '|')).join(' & ');
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return `${wrap(isSchema(schema.items) ? typeOf(schema.items, pad) : 'unknown')}[]`;
    case 'object':
      return objectType(schema, pad);
    default:
      return schema.properties ? objectType(schema, pad) : 'unknown';
  }
}

/** Parenthesises a type whose top level joins with one of `joins` (before [], or inside an intersection). */
function wrap(type: string, joins = '|&'): string {
  let depth = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type[i];
    if (c === '{' || c === '(' || c === '<' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === '>' || c === ']') depth--;
    else if (depth === 0 && joins.includes(c!) && type[i - 1] === ' ') return `(${type})`;
  }
  return type;
}

function typeOf(schema: Schema, pad: string): string {
  const type = baseType(schema, pad);
  return schema.nullable && type !== 'unknown' ? `${type} | null` : type;
}

function parametersType(parameters: Parameter[], where: 'path' | 'query', pad: string): { type: string; required: boolean } | null {
  const list = parameters.filter((p) => p.in === where && typeof p.name === 'string');
  if (!list.length) return null;
  const inner = `${pad}  `;
  const lines = list.map((p) => {
    const optional = where === 'query' && !p.required;
    return `${comment(p.description, inner)}${inner}${key(p.name!)}${optional ? '?' : ''}: ${isSchema(p.schema) ? typeOf(p.schema, inner) : 'unknown'};`;
  });
  return { type: `{\n${lines.join('\n')}\n${pad}}`, required: where === 'path' || list.some((p) => p.required) };
}

function responseType(operation: Operation, pad: string): string {
  const ok = Object.entries(operation.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .map(([, response]) => response.content?.['application/json']?.schema)
    .filter(isSchema);
  return ok.length ? union(ok.map((schema) => typeOf(schema, pad))) : 'unknown';
}

function operationType(operation: Operation, pad: string): string {
  const inner = `${pad}  `;
  const lines: string[] = [];
  for (const where of ['path', 'query'] as const) {
    const params = parametersType(operation.parameters ?? [], where, inner);
    if (params) lines.push(`${inner}${where}${params.required ? '' : '?'}: ${params.type};`);
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (isSchema(body)) lines.push(`${inner}body${operation.requestBody?.required ? '' : '?'}: ${typeOf(body, inner)};`);
  lines.push(`${inner}response: ${responseType(operation, inner)};`);
  return `{\n${lines.join('\n')}\n${pad}}`;
}

/** The TypeScript source of `ApiPaths` for the document (JSON text or parsed). */
export function openApiTypes(document: string | Document): string {
  const doc: Document = typeof document === 'string' ? (JSON.parse(document) as Document) : document;
  const entries: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith(`${API_BASE}/`)) continue;
    const operations = METHODS.filter((method) => item[method]).map(
      (method) => `${comment(item[method]!.summary, '    ')}    ${method}: ${operationType(item[method]!, '    ')};`,
    );
    if (operations.length) entries.push(`  ${quoted(path.slice(API_BASE.length))}: {\n${operations.join('\n')}\n  };`);
  }
  return [
    '// Generated from packages/contracts/openapi.json by `npm run gen:api`: do not edit by hand.',
    '// Keys are paths under /api; each operation lists its path and query parameters, body and answer.',
    '',
    'export type ApiPaths = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
