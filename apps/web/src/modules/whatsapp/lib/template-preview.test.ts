import { describe, expect, it } from 'vitest';
import { insertVariable, previewParts, previewText, sampleValues, unknownVariables } from './template-preview';

describe('WhatsApp template preview', () => {
  const values = { first_name: 'Layla', department: 'Human Resources', company: 'Meridian Crest', manager_name: '' };

  it('fills known variables, spaces inside braces allowed, and keeps the rest of the text', () => {
    const parts = previewParts('Hello {{ first_name }}, welcome to {{company}}!', values);
    expect(parts).toEqual([
      { kind: 'text', text: 'Hello ' },
      { kind: 'variable', name: 'first_name', value: 'Layla', status: 'filled', raw: '{{ first_name }}' },
      { kind: 'text', text: ', welcome to ' },
      { kind: 'variable', name: 'company', value: 'Meridian Crest', status: 'filled', raw: '{{company}}' },
      { kind: 'text', text: '!' },
    ]);
    expect(previewText(parts)).toBe('Hello Layla, welcome to Meridian Crest!');
  });

  it('marks a known variable without a value as missing and a typo as unknown, leaving both visible', () => {
    const parts = previewParts('{{manager_name}} and {{frist_name}}', values);
    expect(parts.filter((p) => p.kind === 'variable').map((p) => p.kind === 'variable' && p.status)).toEqual(['missing', 'unknown']);
    expect(previewText(parts)).toBe('{{manager_name}} and {{frist_name}}');
  });

  it('never expands a value that looks like a placeholder (one pass)', () => {
    expect(previewText(previewParts('{{first_name}}', { first_name: '{{company}}', company: 'X' }))).toBe('{{company}}');
  });

  it('leaves text that is not a placeholder alone ({single}, {{Upper}}, unclosed)', () => {
    const body = 'Price {x} {{Upper}} {{first_name';
    expect(previewParts(body, values)).toEqual([{ kind: 'text', text: body }]);
  });

  it('lists unknown variables once, in order', () => {
    expect(unknownVariables('{{b_x}} {{first_name}} {{a_y}} {{b_x}}')).toEqual(['b_x', 'a_y']);
  });

  it('derives sample values from a directory entry', () => {
    expect(sampleValues({ name: 'Sofia  Martínez Ruiz', departmentName: 'Marketing', designationName: 'Manager' }, 'Co')).toEqual({
      first_name: 'Sofia',
      last_name: 'Martínez Ruiz',
      full_name: 'Sofia  Martínez Ruiz',
      preferred_name: 'Sofia',
      department: 'Marketing',
      designation: 'Manager',
      company: 'Co',
    });
    expect(sampleValues(null, 'Co')).toEqual({ company: 'Co' });
  });

  it('inserts a variable at the caret or over the selection', () => {
    expect(insertVariable('Hi !', 'first_name', 3, 3)).toEqual({ body: 'Hi {{first_name}}!', caret: 17 });
    expect(insertVariable('Hi NAME!', 'first_name', 3, 7)).toEqual({ body: 'Hi {{first_name}}!', caret: 17 });
  });
});
