import { toProblem } from '../../../shared/lib/api-problem';
import type { CompanyGroup } from '@hcims/contracts/org';
import { ArrowLeftRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form';
import { Spinner } from '../../../shared/ui/spinner';
import { Badge, Card, DataTable, PageHeader } from '../../../shared/ui/table';
import { useGroup, useSwitchCompany } from '../api';
import { AddCompanyDialog, RenameGroupForm, QueryState } from '../components';
import { problemText, formatNumber, intlLocale } from '../lib';

type GroupCompany = CompanyGroup['companies'][number];

const regionName = (code: string, language: string) => {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** /group_of_companies: the group, its companies with head-counts, adding one, switching the active one. */
export function GroupOfCompaniesPage() {
  const { t, i18n } = useTranslation('org');
  const permissions = useSession((s) => s.permissions);
  const group = useGroup();
  const switcher = useSwitchCompany();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const switchTo = (company: { id: string; name: string }) => {
    setMessage(null);
    setNotice(null);
    switcher.mutate(company.id, {
      onSuccess: () => {
        setCreated(null);
        setNotice(t('group.switched', { name: company.name }));
      },
      onError: (error) => setMessage(problemText(t, toProblem(error))),
    });
  };

  const data = group.data;
  return (
    <div className="mx-auto max-w-6xl" data-testid="group-page">
      <PageHeader
        title={t('screens.groupOfCompanies')}
        description={data?.name ?? t('group.description')}
        actions={
          hasPermission(permissions, 'org.groups:create') && (
            <button type="button" className={buttonPrimary} onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('group.addCompany')}
            </button>
          )
        }
      />
      <p aria-live="polite" className="sr-only">
        {switcher.isPending ? t('group.switching') : ''}
      </p>
      {notice && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm text-ink"
          data-testid="switch-notice"
        >
          {notice}
        </p>
      )}
      {created && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-primary-soft px-4 py-3 text-sm text-ink"
          data-testid="created-notice"
        >
          <p>{t('group.created', { name: created.name })}</p>
          <button type="button" className={buttonSecondary} onClick={() => switchTo(created)} disabled={switcher.isPending}>
            <ArrowLeftRight className="size-4" aria-hidden="true" />
            {t('group.switchNow')}
          </button>
        </div>
      )}
      <FormError className="mb-4">{message}</FormError>
      <QueryState pending={group.isPending} error={group.error} onRetry={() => void group.refetch()}>
        {data && (
          <div className="flex flex-col gap-5">
            <Card title={t('group.groupCard')}>
              <RenameGroupForm name={data.name} canEdit={hasPermission(permissions, 'org.groups:update')} />
            </Card>
            <Card title={t('group.companies', { count: data.companies.length })} bodyClassName="p-0 sm:p-4">
              <DataTable<GroupCompany>
                caption={t('group.companiesCaption')}
                rows={data.companies}
                rowKey={(c) => c.id}
                status="success"
                rowData={(c) => ({ 'data-company': c.name })}
                columns={[
                  {
                    key: 'name',
                    header: t('group.fields.name'),
                    rowHeader: true,
                    cell: (c) => (
                      <span className="inline-flex flex-wrap items-center gap-2 font-medium">
                        {c.name}
                        {c.id === data.activeCompanyId && <Badge tone="success">{t('group.active')}</Badge>}
                      </span>
                    ),
                  },
                  {
                    key: 'country',
                    header: t('company.fields.countryCode'),
                    cell: (c) => regionName(c.countryCode, i18n.language),
                    hideBelow: 'md',
                  },
                  { key: 'currency', header: t('company.fields.currency'), cell: (c) => c.currency, hideBelow: 'sm' },
                  { key: 'zone', header: t('company.fields.timeZone'), cell: (c) => c.timeZone.replace(/_/g, ' '), hideBelow: 'lg' },
                  {
                    key: 'employees',
                    header: t('group.employees'),
                    cell: (c) => formatNumber(c.employeeCount, i18n.language),
                    align: 'end',
                  },
                ]}
                rowActions={(c) =>
                  c.id === data.activeCompanyId ? null : c.isMember ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-primary-ink hover:bg-primary-soft disabled:opacity-60"
                      disabled={switcher.isPending}
                      onClick={() => switchTo(c)}
                      aria-label={t('group.switchTo', { name: c.name })}
                    >
                      {switcher.isPending && switcher.variables === c.id ? (
                        <Spinner size={14} />
                      ) : (
                        <ArrowLeftRight className="size-4" aria-hidden="true" />
                      )}
                      {t('group.switch')}
                    </button>
                  ) : (
                    <span className="text-xs text-ink-muted">{t('group.notMember')}</span>
                  )
                }
              />
            </Card>
          </div>
        )}
      </QueryState>
      {adding && (
        <AddCompanyDialog
          onClose={() => setAdding(false)}
          onCreated={(company) => {
            setAdding(false);
            setCreated(company);
          }}
        />
      )}
    </div>
  );
}
