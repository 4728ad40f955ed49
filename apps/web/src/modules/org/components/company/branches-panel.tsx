import { type ApiProblem, isStale, toProblem } from '../../../../shared/lib/api-problem';
import { CreateBranchSchema, type Branch } from '@hcims/contracts/org';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary, iconButton } from '../../../../shared/ui/button-styles';
import { fieldErrorMessage, FormError, SubmitButton, TextField, Textarea } from '../../../../shared/ui/form';
import { DataTable } from '../../../../shared/ui/table';
import { useBranches, useDeleteBranch, useSaveBranch } from '../../api/company';
import { problemText } from '../../lib/api-problem';
import { formatNumber } from '../../lib/format';
import { applyServerErrors, contractResolver } from '../../../../shared/lib/form';
import { nullable, orgIssueText, orgServerText } from '../../lib/form';
import { buttonDanger } from '../button-danger';
import { Dialog } from '../../../../shared/ui/modal';
import { StaleNotice } from '../stale-notice';

type Values = { name: string; city: string; address: string; phone: string };
const bodyOf = (v: Values) => ({ name: v.name.trim(), city: nullable(v.city), address: nullable(v.address), phone: nullable(v.phone) });
const FIELDS = ['name', 'city', 'address', 'phone'] as const;

function BranchDialog({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const { t } = useTranslation('org');
  const save = useSaveBranch();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const resolver = useMemo(() => contractResolver<Values>(CreateBranchSchema, bodyOf, orgIssueText(t), { raw: true }), [t]);
  const form = useForm<Values>({
    resolver,
    defaultValues: { name: branch?.name ?? '', city: branch?.city ?? '', address: branch?.address ?? '', phone: branch?.phone ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save.mutateAsync(
        branch ? { id: branch.id, patch: { ...bodyOf(values), version: branch.version } } : { id: null, patch: bodyOf(values) },
      );
      onClose();
    } catch (error) {
      const found = toProblem(error);
      if (found.code === 'ORG_BRANCH_NAME_TAKEN') form.setError('name', { type: 'server', message: problemText(t, found) });
      else {
        applyServerErrors(found, form.setError, orgServerText(t), FIELDS);
        setProblem(found);
      }
    }
  });
  return (
    <Dialog open onClose={onClose} size="lg" title={branch ? t('branches.edit') : t('branches.add')} testId="branch-dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('branches.fields.name')} required {...form.register('name')} error={fieldErrorMessage(errors, 'name')} />
        <TextField label={t('branches.fields.city')} {...form.register('city')} error={fieldErrorMessage(errors, 'city')} />
        <TextField
          label={t('branches.fields.phone')}
          type="tel"
          dir="ltr"
          {...form.register('phone')}
          error={fieldErrorMessage(errors, 'phone')}
          className="sm:col-span-2"
        />
        <Textarea
          label={t('branches.fields.address')}
          rows={2}
          {...form.register('address')}
          error={fieldErrorMessage(errors, 'address')}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          {isStale(problem) ? (
            <StaleNotice what={t('branches.what')} onReload={onClose} />
          ) : (
            problem && problem.code !== 'VALIDATION_FAILED' && <FormError>{problemText(t, problem)}</FormError>
          )}
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={save.isPending}>{t('actions.save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteBranchDialog({ branch, onClose }: { branch: Branch; onClose: () => void }) {
  const { t } = useTranslation('org');
  const remove = useDeleteBranch();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('branches.deleteTitle', { name: branch.name })}
      testId="branch-delete-dialog"
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            className={buttonDanger}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(branch.id, {
                onSuccess: onClose,
                onError: (error) => setMessage(problemText(t, toProblem(error), { name: branch.name })),
              })
            }
          >
            {t('actions.delete')}
          </button>
        </>
      }
    >
      <p className="text-sm text-ink">{t('branches.deleteConfirm')}</p>
      <FormError className="mt-3">{message}</FormError>
    </Dialog>
  );
}

/** The company's branches with their head-counts; add, edit, delete (refused while people are assigned). */
export function BranchesPanel({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation('org');
  const branches = useBranches();
  const [editing, setEditing] = useState<Branch | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Branch | null>(null);
  return (
    <div data-testid="branches">
      {canEdit && (
        <div className="mb-3 flex justify-end">
          <button type="button" className={buttonPrimary} onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('branches.add')}
          </button>
        </div>
      )}
      <DataTable<Branch>
        caption={t('branches.caption')}
        rows={branches.data}
        rowKey={(b) => b.id}
        status={branches.status}
        errorMessage={branches.error ? problemText(t, toProblem(branches.error)) : undefined}
        onRetry={() => void branches.refetch()}
        columns={[
          { key: 'name', header: t('branches.fields.name'), cell: (b) => <span className="font-medium">{b.name}</span>, rowHeader: true },
          { key: 'city', header: t('branches.fields.city'), cell: (b) => b.city ?? '—' },
          { key: 'phone', header: t('branches.fields.phone'), cell: (b) => <span dir="ltr">{b.phone ?? '—'}</span>, hideBelow: 'md' },
          { key: 'employees', header: t('branches.employees'), cell: (b) => formatNumber(b.employeeCount, i18n.language), align: 'end' },
        ]}
        rowActions={
          canEdit
            ? (b) => (
                <>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('branches.editNamed', { name: b.name })}
                    onClick={() => setEditing(b)}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('branches.deleteNamed', { name: b.name })}
                    onClick={() => setDeleting(b)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </>
              )
            : undefined
        }
        empty={<p className="py-6 text-center text-sm text-ink-muted">{t('branches.empty')}</p>}
      />
      {editing && <BranchDialog branch={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteBranchDialog branch={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
