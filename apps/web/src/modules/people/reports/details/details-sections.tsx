import type { Employee } from '@hcims/contracts/people';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { Card } from '../../../../shared/ui/table';
import { formatDate, formatNumber, intlLocale } from '../lib';

/** A list of label/value pairs; empty values show a dash so the layout never shifts. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-ink-muted">{label}</dt>
          <dd className="text-sm break-words text-ink">{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const country = (code: string | null | undefined, language: string) => {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** Personal, contact and address sections of the record. */
export function PersonalSections({ employee }: { employee: Employee }) {
  const { t, i18n } = useTranslation('people');
  const f = (key: string) => t(`detailsReport.fields.${key}`);
  const lng = i18n.language;
  const address = employee.address;
  return (
    <>
      <Card title={t('detailsReport.sections.contact')} as="h2">
        <Facts
          items={[
            [f('workEmail'), <bdi key="e">{employee.workEmail}</bdi>],
            [f('personalEmail'), employee.personalEmail && <bdi>{employee.personalEmail}</bdi>],
            [f('workPhone'), employee.workPhone && <bdi dir="ltr">{employee.workPhone}</bdi>],
            [f('mobilePhone'), employee.mobilePhone && <bdi dir="ltr">{employee.mobilePhone}</bdi>],
          ]}
        />
      </Card>
      <Card title={t('detailsReport.sections.personal')} as="h2">
        <Facts
          items={[
            [f('dateOfBirth'), formatDate(employee.dateOfBirth, lng)],
            [f('gender'), employee.gender ? t(`reports.values.gender.${employee.gender}`) : ''],
            [f('maritalStatus'), employee.maritalStatus ? t(`detailsReport.marital.${employee.maritalStatus}`) : ''],
            [f('nationality'), country(employee.nationality, lng)],
            [
              f('address'),
              address &&
                [
                  address.line1,
                  address.line2,
                  [address.postalCode, address.city].filter(Boolean).join(' '),
                  address.state,
                  country(address.countryCode, lng),
                ]
                  .filter(Boolean)
                  .join(', '),
            ],
            [
              f('emergencyContact'),
              employee.emergencyContact && (
                <>
                  <bdi>{`${employee.emergencyContact.name} (${employee.emergencyContact.relationship})`}</bdi> ·{' '}
                  <bdi dir="ltr">{employee.emergencyContact.phone}</bdi>
                </>
              ),
            ],
          ]}
        />
      </Card>
      {(employee.education.length > 0 || employee.previousJobs.length > 0 || employee.skills.length > 0) && (
        <Card title={t('detailsReport.sections.background')} as="h2">
          <div className="flex flex-col gap-4 text-sm text-ink">
            {employee.education.length > 0 && (
              <section>
                <h3 className="mb-1 text-xs font-semibold text-ink-muted">{f('education')}</h3>
                <ul className="list-disc ps-5">
                  {employee.education.map((e, i) => (
                    <li key={i}>
                      {e.degree}
                      {e.field ? `, ${e.field}` : ''} · {e.institution}
                      {e.endDate ? ` · ${formatDate(e.endDate, lng)}` : ''}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {employee.previousJobs.length > 0 && (
              <section>
                <h3 className="mb-1 text-xs font-semibold text-ink-muted">{f('previousJobs')}</h3>
                <ul className="list-disc ps-5">
                  {employee.previousJobs.map((j, i) => (
                    <li key={i}>
                      {j.title} · {j.company}
                      {j.startDate ? ` · ${formatDate(j.startDate, lng)} – ${formatDate(j.endDate, lng) || '…'}` : ''}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {employee.skills.length > 0 && (
              <section>
                <h3 className="mb-1 text-xs font-semibold text-ink-muted">{f('skills')}</h3>
                <ul className="flex flex-wrap gap-1.5">
                  {employee.skills.map((s) => (
                    <li key={s} className="rounded-full bg-surface-hover px-2.5 py-0.5 text-xs">
                      {s}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </Card>
      )}
    </>
  );
}

/** Salary, bank, national id and medical: present only for viewers with the sensitive-data permission. */
export function SensitiveSection({ employee }: { employee: Employee }) {
  const { t, i18n } = useTranslation('people');
  const f = (key: string) => t(`detailsReport.fields.${key}`);
  const lng = i18n.language;
  const present = ['salary', 'bank', 'nationalId', 'medical'].some((k) => k in employee);
  if (!present) return null;
  const { salary, bank, nationalId, medical } = employee;
  return (
    <Card title={t('detailsReport.sections.sensitive')} as="h2" testId="details-sensitive">
      <Facts
        items={[
          [
            f('salary'),
            salary &&
              `${formatNumber(salary.amount, lng, { style: 'currency', currency: salary.currency })} · ${t(`detailsReport.frequency.${salary.frequency}`)}`,
          ],
          [f('bank'), bank && <bdi>{[bank.bankName, bank.accountName, bank.iban, bank.swift].filter(Boolean).join(' · ')}</bdi>],
          [
            f('nationalId'),
            nationalId && (
              <>
                <bdi>{`${nationalId.type} ${nationalId.number}`}</bdi>
                {nationalId.expiresOn && (
                  <>
                    {' · '}
                    <bdi>{formatDate(nationalId.expiresOn, lng)}</bdi>
                  </>
                )}
              </>
            ),
          ],
          [f('bloodType'), medical?.bloodType],
          [f('medicalNotes'), medical?.notes],
        ]}
      />
    </Card>
  );
}
