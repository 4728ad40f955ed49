import { type ApiProblem, toProblem } from '../../../../shared/lib/api-problem';
import { DocumentCategorySchema, UpdateDocumentSchema, type EmployeeDocument } from '@hcims/contracts/people';
import { Download, FileText, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../../shared/lib/form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary, iconButton } from '../../../../shared/ui/button-styles';
import { FormError, Select, SubmitButton, TextField } from '../../../../shared/ui/form';
import { Badge, DataTable, EmptyState, type DataTableColumn } from '../../../../shared/ui/table';
import { downloadDocument, problemText, useDeleteDocument, useDocuments, useUpdateDocument } from '../../api';
import { Dialog } from '../../../../shared/ui/modal';
import { useCan } from '../use-can';
import { formatBytes, formatDate, todayIso } from '../format';
import { fieldMessage } from '../employee-form/field-message';
import { DocumentUpload } from './document-upload';

type DocumentValues = { title: string; category: string; expiresOn: string };
const bodyOf = (v: DocumentValues) => ({ ...v, expiresOn: v.expiresOn || null });

const DAY = 86_400_000;
const daysUntil = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${todayIso()}T00:00:00Z`)) / DAY);

function ExpiryBadge({ date }: { date: string | null }) {
  const { t, i18n } = useTranslation('people');
  if (!date) return <span className="text-ink-muted">{t('details.documents.noExpiry')}</span>;
  const days = daysUntil(date);
  const label = formatDate(date, i18n.language);
  if (days < 0) return <Badge tone="danger">{t('details.documents.expired', { date: label })}</Badge>;
  if (days === 0) return <Badge tone="warning">{t('details.documents.expiresToday')}</Badge>;
  if (days <= 30) return <Badge tone="warning">{t('details.documents.expiresIn', { count: days, date: label })}</Badge>;
  return <span className="whitespace-nowrap">{label}</span>;
}

function EditDocument({ doc, employeeId, onClose }: { doc: EmployeeDocument; employeeId: string; onClose: () => void }) {
  const { t } = useTranslation('people');
  const update = useUpdateDocument(employeeId);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const form = useForm({
    mode: 'onChange',
    defaultValues: { title: doc.title, category: doc.category, expiresOn: doc.expiresOn ?? '' },
    resolver: contractResolver(UpdateDocumentSchema, bodyOf, (issue) => fieldMessage(t, issue.path, { type: issue.code }) ?? ''),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: doc.id, body });
      onClose();
    } catch (error) {
      setProblem(toProblem(error));
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('details.documents.editTitle')}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('employeeForm.cancel')}
          </button>
          <SubmitButton form="edit-document" pending={form.formState.isSubmitting}>
            {t('employeeForm.save')}
          </SubmitButton>
        </>
      }
    >
      <form id="edit-document" noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <FormError>{problem && problemText(t, problem)}</FormError>
        <TextField
          label={t('details.documents.title')}
          required
          {...form.register('title')}
          error={fieldMessage(t, 'title', errors.title)}
        />
        <Select
          label={t('details.documents.category')}
          {...form.register('category')}
          options={DocumentCategorySchema.options.map((c) => ({ value: c, label: t(`details.documents.categories.${c}`) }))}
        />
        <TextField
          label={t('details.documents.expiresOn')}
          type="date"
          {...form.register('expiresOn')}
          error={fieldMessage(t, 'expiresOn', errors.expiresOn)}
        />
      </form>
    </Dialog>
  );
}

/** Documents of one employee: list with expiry, secure download, upload, edit and delete by permission. */
export function DocumentsTab({ employeeId }: { employeeId: string }) {
  const { t, i18n } = useTranslation('people');
  const can = useCan();
  const docs = useDocuments(employeeId);
  const remove = useDeleteDocument(employeeId);
  const [editing, setEditing] = useState<EmployeeDocument | null>(null);
  const [deleting, setDeleting] = useState<EmployeeDocument | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const download = (doc: EmployeeDocument) => {
    setMessage(null);
    downloadDocument(doc).catch((error: unknown) => setMessage(problemText(t, toProblem(error))));
  };
  const columns: DataTableColumn<EmployeeDocument>[] = [
    {
      key: 'title',
      header: t('details.documents.title'),
      rowHeader: true,
      cell: (d) => (
        <div className="flex min-w-40 items-center gap-2">
          <FileText className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{d.title}</p>
            <p className="truncate text-xs text-ink-muted">
              <bdi>{d.fileName}</bdi> · <bdi>{formatBytes(d.sizeBytes, i18n.language)}</bdi>
            </p>
          </div>
        </div>
      ),
    },
    {
      key: 'category',
      header: t('details.documents.category'),
      hideBelow: 'sm',
      cell: (d) => t(`details.documents.categories.${d.category}`),
    },
    { key: 'expiresOn', header: t('details.documents.expiresOn'), cell: (d) => <ExpiryBadge date={d.expiresOn} /> },
    {
      key: 'uploaded',
      header: t('details.documents.uploaded'),
      hideBelow: 'lg',
      cell: (d) => (
        <span className="text-ink-muted">
          {d.uploadedBy} · {formatDate(d.uploadedAt.slice(0, 10), i18n.language)}
        </span>
      ),
    },
  ];
  const rowActions = (d: EmployeeDocument) => (
    <>
      <button
        type="button"
        className={iconButton}
        onClick={() => download(d)}
        aria-label={t('details.documents.download', { title: d.title })}
        data-testid="download-document"
      >
        <Download className="size-4" aria-hidden="true" />
      </button>
      {can('people.documents:update') && (
        <button
          type="button"
          className={iconButton}
          onClick={() => setEditing(d)}
          aria-label={t('details.documents.edit', { title: d.title })}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </button>
      )}
      {can('people.documents:delete') && (
        <button
          type="button"
          className={`${iconButton} hover:text-danger`}
          onClick={() => setDeleting(d)}
          aria-label={t('details.documents.delete', { title: d.title })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </>
  );

  return (
    <div className="flex flex-col gap-4">
      {can('people.documents:create') && (
        <DocumentUpload employeeId={employeeId} onDone={() => setMessage(t('details.documents.uploaded_done'))} />
      )}
      {message && (
        <p role="status" className="text-sm text-ink">
          {message}
        </p>
      )}
      <DataTable
        testId="documents-table"
        caption={t('details.tabs.documents')}
        columns={columns}
        rows={docs.data}
        rowKey={(d) => d.id}
        status={docs.status}
        errorMessage={docs.error ? problemText(t, toProblem(docs.error)) : undefined}
        onRetry={() => void docs.refetch()}
        rowActions={rowActions}
        skeletonRows={3}
        empty={<EmptyState icon={<FileText className="size-6" />} title={t('details.documents.empty')} />}
      />
      {editing && <EditDocument doc={editing} employeeId={employeeId} onClose={() => setEditing(null)} />}
      {deleting && (
        <Dialog
          open
          onClose={() => setDeleting(null)}
          title={t('details.documents.deleteTitle', { title: deleting.title })}
          description={t('details.documents.deleteText')}
          footer={
            <>
              <button type="button" className={buttonSecondary} onClick={() => setDeleting(null)}>
                {t('employeeForm.cancel')}
              </button>
              <button
                type="button"
                className={`${buttonSecondary} border-danger text-danger`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => setDeleting(null),
                    onError: (error) => {
                      setDeleting(null);
                      setMessage(problemText(t, toProblem(error)));
                    },
                  })
                }
              >
                {t('details.documents.confirmDelete')}
              </button>
            </>
          }
        >
          <p className="text-sm text-ink">{deleting.fileName}</p>
        </Dialog>
      )}
    </div>
  );
}
