import type { FieldIssue } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';

/**
 * Text PostgreSQL cannot store: NUL (text and jsonb refuse it) and a UTF-16 surrogate without
 * its pair (not a character at all; the driver would write a replacement character, or jsonb
 * refuse it). Either is refused as bad input, naming the field, before any route sees it (ADR 0041).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_GLOBAL = new RegExp(UNSTORABLE.source, 'g');
const MESSAGE = 'contains a character that cannot be stored (NUL or an unpaired surrogate)';
const MAX_ISSUES = 20;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The fields under `root` (a JSON value, query or params object) holding unstorable text, keys included. */
export function unstorableFields(value: unknown, root: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0 && issues.length < MAX_ISSUES) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) issues.push({ path, message: MESSAGE });
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${path}.${index}`]));
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        const keyPath = `${path}.${key.replace(UNSTORABLE_GLOBAL, '?')}`;
        if (!isStorableText(key)) issues.push({ path: keyPath, message: MESSAGE });
        else pending.push([item, keyPath]);
      }
    }
  }
  return issues;
}

/** Throws the standard 400 when `text` (a multipart file name or field) cannot be stored. */
export function assertStorableText(text: string, path: string): void {
  if (!isStorableText(text)) throw AppError.validation([{ path, message: MESSAGE }]);
}

/** One check for every route: params, query string and (parsed) body, before schema validation. */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const issues = [
      ...unstorableFields(request.params, 'params'),
      ...unstorableFields(request.query, 'querystring'),
      ...unstorableFields(request.body, 'body'),
    ];
    done(issues.length > 0 ? AppError.validation(issues) : undefined);
  });
}
