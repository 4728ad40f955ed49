import type { Employee } from '@hcims/contracts/people';
import type { ReactNode } from 'react';
import { Link } from '../../../../shared/lib/router';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { Card } from '../../../../shared/ui/table';
import { countryOptions } from '../countries';
import { formatDate, formatMoney } from '../format';
import { Ltr } from '../../../../shared/ui/ltr';

function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  const { t } = useTranslation('people');
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-ink-muted">{label}</dt>
          <dd className="text-sm break-words text-ink">
            {value === null || value === undefined || value === '' ? <span className="text-ink-muted">{t('details.none')}</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The record's sections read-only (the form edits them); sensitive ones only when the server sent them. */
export function ProfileOverview({ employee: e }: { employee: Employee }) {
  const { t, i18n } = useTranslation('people');
  const f = (key: string) => t(`employeeForm.fields.${key}`);
  const country = (code: string | null | undefined) =>
    code ? (countryOptions(i18n.language).find((c) => c.value === code)?.label ?? code) : null;
  const date = (d: string | null | undefined) => (d ? formatDate(d, i18n.language) : null);
  const address = e.address
    ? [
        e.address.line1,
        e.address.line2,
        [e.address.postalCode, e.address.city].filter(Boolean).join(' '),
        e.address.state,
        country(e.address.countryCode),
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  const sensitive = 'salary' in e || 'bank' in e || 'nationalId' in e || 'medical' in e;
  const ltr = (v: string | null | undefined) => (v ? <Ltr>{v}</Ltr> : null);
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <Card title={t('employeeForm.sections.contact')}>
        <Facts
          items={[
            [
              f('workEmail'),
              e.workEmail ? (
                <a href={`mailto:${e.workEmail}`} className="text-primary-ink hover:underline">
                  <Ltr>{e.workEmail}</Ltr>
                </a>
              ) : null,
            ],
            [f('personalEmail'), ltr(e.personalEmail)],
            [f('workPhone'), ltr(e.workPhone)],
            [f('mobilePhone'), ltr(e.mobilePhone)],
          ]}
        />
      </Card>
      <Card title={t('employeeForm.sections.job')}>
        <Facts
          items={[
            [f('department'), e.departmentName],
            [f('designation'), e.designationName],
            [
              f('manager'),
              e.managerId ? (
                <Link to={`/employee-details?id=${e.managerId}`} className="text-primary-ink hover:underline">
                  {e.managerName}
                </Link>
              ) : null,
            ],
            [f('branch'), e.branchName],
            [f('hireDate'), date(e.hireDate)],
            [f('employmentType'), t(`employeeForm.employmentType.${e.employmentType}`)],
            [f('workLocation'), e.workLocation],
            [f('employeeNumber'), ltr(e.employeeNumber)],
          ]}
        />
      </Card>
      <Card title={t('employeeForm.sections.personal')}>
        <Facts
          items={[
            [f('preferredName'), e.preferredName],
            [f('dateOfBirth'), date(e.dateOfBirth)],
            [f('gender'), e.gender ? t(`employeeForm.gender.${e.gender}`) : null],
            [f('maritalStatus'), e.maritalStatus ? t(`employeeForm.marital.${e.maritalStatus}`) : null],
            [f('nationality'), country(e.nationality)],
            [t('employeeForm.sections.address'), address],
          ]}
        />
      </Card>
      <Card title={t('employeeForm.sections.emergency')}>
        <Facts
          items={[
            [f('contactName'), e.emergencyContact?.name],
            [f('relationship'), e.emergencyContact?.relationship],
            [f('phone'), ltr(e.emergencyContact?.phone)],
            [f('alternatePhone'), ltr(e.emergencyContact?.alternatePhone)],
          ]}
        />
      </Card>
      <Card title={t('employeeForm.sections.education')}>
        {e.education.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('employeeForm.noEducation')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {e.education.map((x, i) => (
              <li key={i} className="text-sm">
                <p className="font-semibold text-ink">{[x.degree, x.field].filter(Boolean).join(', ')}</p>
                <p className="text-ink-muted">
                  {[x.institution, [date(x.startDate), date(x.endDate)].filter(Boolean).join(' – ')].filter(Boolean).join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('employeeForm.sections.previousJobs')}>
        {e.previousJobs.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('employeeForm.noPreviousJobs')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {e.previousJobs.map((x, i) => (
              <li key={i} className="text-sm">
                <p className="font-semibold text-ink">{x.title}</p>
                <p className="text-ink-muted">
                  {[x.company, [date(x.startDate), date(x.endDate)].filter(Boolean).join(' – ')].filter(Boolean).join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('employeeForm.sections.skills')}>
        {e.skills.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('details.noSkills')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {e.skills.map((s) => (
              <li key={s} className="rounded-full bg-primary-soft px-3 py-1 text-sm text-primary-ink">
                {s}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {sensitive && (
        <Card title={t('employeeForm.sections.sensitive')} testId="sensitive-card">
          <Facts
            items={[
              [
                t('employeeForm.sensitive.salary'),
                e.salary ? `${money(e.salary.amount, e.salary.currency)} · ${t(`employeeForm.frequency.${e.salary.frequency}`)}` : null,
              ],
              [
                t('employeeForm.sensitive.bank'),
                e.bank ? [e.bank.bankName, e.bank.accountName, e.bank.iban, e.bank.swift].filter(Boolean).join(' · ') : null,
              ],
              [
                t('employeeForm.sensitive.nationalId'),
                e.nationalId ? [e.nationalId.type, e.nationalId.number, date(e.nationalId.expiresOn)].filter(Boolean).join(' · ') : null,
              ],
              [t('employeeForm.sensitive.medical'), e.medical ? [e.medical.bloodType, e.medical.notes].filter(Boolean).join(' · ') : null],
            ]}
          />
        </Card>
      )}
    </div>
  );
}
