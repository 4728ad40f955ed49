import type { ReportResult } from '@hcims/contracts/people';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import ae from '../../../../../public/locales/ae/people.json';
import { HttpError } from '../../../../shared/lib/session';
import { initTestI18n } from '../../../../test/i18n';
import { renderAsync } from '../../../../test/render';
import { ReportResultPanel } from './report-result';

const i18n = await initTestI18n();
i18n.addResourceBundle('ae', 'people', ae);
afterAll(async () => {
  await i18n.changeLanguage('en');
});

/** What the server answers for a definition naming sensitive fields the caller may not see (ADR 0060). */
const refused = new HttpError('ERR_BAD_REQUEST', 'Request failed with status code 403', 403, {
  error: {
    code: 'PEOPLE_REPORT_FIELD_FORBIDDEN',
    message: 'This report uses salaryAmount, iban, which need the sensitive-data permission',
    details: { fields: ['salaryAmount', 'iban'], permission: 'people.sensitive-data:read' },
    requestId: 'r-1',
  },
});

const failed = { data: undefined, isPending: false, isFetching: false, error: refused, isPlaceholderData: false } as const;
const noop = () => undefined;

describe('report result: a sensitive field the viewer may not use', () => {
  it('names every refused field by its label and says who can help', async () => {
    await renderAsync(<ReportResultPanel query={failed} caption="Pay" onPageChange={noop} onPageSizeChange={noop} />);
    expect(screen.getByTestId('report-error')).toHaveTextContent(
      'This report uses Salary and Bank account (IBAN), which only people allowed to see sensitive data may use. Ask its owner for a version without them.',
    );
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('report-error'));
  });

  it('says it in Arabic, with the field names in Arabic', async () => {
    await i18n.changeLanguage('ae');
    await renderAsync(<ReportResultPanel query={failed} caption="Pay" onPageChange={noop} onPageSizeChange={noop} />);
    const text = screen.getByTestId('report-error').textContent ?? '';
    expect(text).toContain('يستخدم هذا التقرير');
    expect(text).toContain(ae.reports.fields.salaryAmount);
    expect(text).not.toMatch(/salaryAmount|Salary/);
  });

  it('shows rows without any notice when nothing is refused', async () => {
    const result: ReportResult = {
      entity: 'employees',
      columns: [{ key: 'fullName', type: 'text' }],
      rows: [{ fullName: 'Sara Khan' }],
      groups: null,
      total: 1,
      page: 1,
      pageSize: 25,
      scope: 'company',
    };
    const ok = { data: result, isPending: false, isFetching: false, error: null, isPlaceholderData: false } as const;
    await renderAsync(<ReportResultPanel query={ok} caption="Staff" onPageChange={noop} onPageSizeChange={noop} />);
    expect(screen.getByTestId('report-table')).toHaveTextContent('Sara Khan');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
