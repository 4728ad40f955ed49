import { WHATSAPP_VARIABLES, type WhatsAppVariable } from '@hcims/contracts/whatsapp';

/**
 * The live preview of a message body while it is typed: the text cut into plain parts and
 * placeholders, each placeholder with its value for the sample employee, or marked missing or
 * unknown. Same placeholder syntax as the server ({{ name }}, spaces allowed), one pass: a value
 * that itself looks like a placeholder is never expanded again.
 */
export type PreviewPart =
  { kind: 'text'; text: string } | { kind: 'variable'; name: string; value: string; status: 'filled' | 'missing' | 'unknown'; raw: string };

const placeholder = /\{\{\s*([1-9]\d*|[a-z_][a-z0-9_]*)\s*\}\}/g;
const known = new Set<string>(WHATSAPP_VARIABLES);

export const isKnownVariable = (name: string): name is WhatsAppVariable => known.has(name);

export function previewParts(body: string, values: Partial<Record<string, string>>): PreviewPart[] {
  const parts: PreviewPart[] = [];
  let last = 0;
  for (const match of body.matchAll(placeholder)) {
    const index = match.index;
    if (index > last) parts.push({ kind: 'text', text: body.slice(last, index) });
    const name = match[1]!;
    const value = values[name]?.trim() ?? '';
    const status = !isKnownVariable(name) ? 'unknown' : value ? 'filled' : 'missing';
    parts.push({ kind: 'variable', name, value: status === 'filled' ? value : '', status, raw: match[0] });
    last = index + match[0].length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/** The text as it would be sent: filled placeholders replaced, others left as typed. */
export const previewText = (parts: readonly PreviewPart[]): string =>
  parts.map((p) => (p.kind === 'text' ? p.text : p.status === 'filled' ? p.value : p.raw)).join('');

/** Placeholder names the server would refuse (WHATSAPP_UNKNOWN_VARIABLE), in order, once each. */
export function unknownVariables(body: string): string[] {
  const out: string[] = [];
  for (const match of body.matchAll(placeholder)) {
    const name = match[1]!;
    if (!isKnownVariable(name) && !out.includes(name)) out.push(name);
  }
  return out;
}

/**
 * Values for the preview from what the browser already knows of an employee (the compact
 * directory); the server's preview fills the rest (manager, number, hire date) exactly.
 */
export function sampleValues(
  employee: { name: string; departmentName: string; designationName: string } | null,
  company: string,
): Record<string, string> {
  if (!employee) return { company };
  const [first = '', ...rest] = employee.name.trim().split(/\s+/);
  return {
    first_name: first,
    last_name: rest.join(' '),
    full_name: employee.name.trim(),
    preferred_name: first,
    department: employee.departmentName,
    designation: employee.designationName,
    company,
  };
}

/** Inserts `{{name}}` at the caret (or over the selection), returning the new text and caret. */
export function insertVariable(body: string, name: string, start: number, end: number): { body: string; caret: number } {
  const token = `{{${name}}}`;
  const from = Math.max(0, Math.min(start, body.length));
  const to = Math.max(from, Math.min(end, body.length));
  return { body: body.slice(0, from) + token + body.slice(to), caret: from + token.length };
}
