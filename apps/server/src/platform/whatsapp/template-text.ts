/**
 * Template variables, as WhatsApp defines them, for previews on the sending screen. Both of
 * Meta's formats are understood:
 * - positional: `{{1}}`, `{{2}}`... (1-based), filled from an array in order;
 * - named: `{{first_name}}` (lower-case letters, digits and underscores), filled from a record.
 * A template uses one format; the same parameters are sent to the Cloud API (positional as
 * ordered `text` parameters, named with `parameter_name`), so preview and message agree.
 * A variable with no value stays visible as `{{2}}` so the preview shows what is missing.
 */
export type TemplateParameters = string[] | Record<string, string>;

const placeholder = /\{\{\s*([1-9]\d*|[a-z_][a-z0-9_]*)\s*\}\}/g;

/** Placeholder names in order of first appearance ("1", "2" or "first_name"). */
export function templatePlaceholders(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(placeholder)) if (!names.includes(match[1]!)) names.push(match[1]!);
  return names;
}

function valueFor(name: string, parameters: TemplateParameters): string | undefined {
  if (Array.isArray(parameters)) return /^\d+$/.test(name) ? parameters[Number(name) - 1] : undefined;
  return Object.hasOwn(parameters, name) ? parameters[name] : undefined;
}

export function renderTemplateText(text: string, parameters: TemplateParameters): string {
  // One pass: a value that itself contains "{{1}}" is shown as typed, never expanded again.
  return text.replace(placeholder, (whole, name: string) => valueFor(name, parameters) ?? whole);
}

/** Placeholders without a (non-empty) value: sending would fail, so the screen can say which. */
export function missingTemplateParameters(text: string, parameters: TemplateParameters): string[] {
  return templatePlaceholders(text).filter((name) => !valueFor(name, parameters)?.trim());
}
