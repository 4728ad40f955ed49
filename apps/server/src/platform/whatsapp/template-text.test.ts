import { describe, expect, it } from 'vitest';
import { missingTemplateParameters, renderTemplateText, templatePlaceholders } from './template-text.js';

describe('template text', () => {
  it('renders positional {{1}} placeholders from an array', () => {
    expect(renderTemplateText('Hello {{1}}, your {{2}} expires on {{3}}. Bye {{1}}!', ['Ada', 'passport', '2026-12-01'])).toBe(
      'Hello Ada, your passport expires on 2026-12-01. Bye Ada!',
    );
  });

  it('renders named {{first_name}} placeholders from a record, tolerating spaces inside the braces', () => {
    expect(renderTemplateText('مرحبا {{ first_name }}، قسم {{department}}', { first_name: 'فاطمة', department: 'المالية' })).toBe(
      'مرحبا فاطمة، قسم المالية',
    );
  });

  it('leaves placeholders without a value visible and never expands a value twice', () => {
    expect(renderTemplateText('Hi {{1}} and {{2}}', ['{{2}}'])).toBe('Hi {{2}} and {{2}}');
    expect(renderTemplateText('Hi {{name}}', ['x'])).toBe('Hi {{name}}');
    expect(renderTemplateText('Hi {{toString}}', {})).toBe('Hi {{toString}}');
  });

  it('lists placeholders in order and the ones still missing', () => {
    expect(templatePlaceholders('{{2}} {{1}} {{2}} {{first_name}} {{Bad}} {{0}}')).toEqual(['2', '1', 'first_name']);
    expect(missingTemplateParameters('{{1}} {{2}} {{3}}', ['a', ' '])).toEqual(['2', '3']);
    expect(missingTemplateParameters('{{first_name}}', { first_name: 'Ada' })).toEqual([]);
  });
});
