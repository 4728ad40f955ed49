import { WhatsAppLanguageSchema, type WhatsAppTemplate } from '@hcims/contracts/whatsapp';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary, iconButton } from '../../../shared/ui/button-styles';
import { FormError, SubmitButton, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { DataTable } from '../../../shared/ui/table';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from '../api';
import { isStale, problemText, sampleValues, toProblem, unknownVariables } from '../lib';
import { BodyEditor } from './body-editor';
import { MessagePreview } from './message-preview';
import { Ltr } from '../../../shared/ui/ltr';

const CLOUD_NAME = /^[a-z0-9_]{1,512}$/;

function TemplateDialog({ template, onClose }: { template: WhatsAppTemplate | null; onClose: () => void }) {
  const { t } = useTranslation('whatsapp');
  const company = useSession((s) => s.company);
  const save = useSaveTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [language, setLanguage] = useState(template?.language ?? 'en');
  const [body, setBody] = useState(template?.body ?? '');
  const [cloudName, setCloudName] = useState(template?.cloudTemplateName ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = t('errors.nameRequired');
    if (!WhatsAppLanguageSchema.safeParse(language.trim()).success) next.language = t('errors.language');
    if (!body.trim()) next.body = t('errors.writeMessage');
    else if (unknownVariables(body).length > 0)
      next.body = t('unknownVariables', {
        names: unknownVariables(body)
          .map((n) => `{{${n}}}`)
          .join(', '),
      });
    if (cloudName.trim() && !CLOUD_NAME.test(cloudName.trim())) next.cloudName = t('errors.cloudName');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const fields = { name: name.trim(), language: language.trim(), body, cloudTemplateName: cloudName.trim() || null };
    try {
      await save.mutateAsync(template ? { id: template.id, patch: { ...fields, version: template.version } } : { id: null, patch: fields });
      onClose();
    } catch (error) {
      const problem = toProblem(error);
      if (problem.code === 'WHATSAPP_TEMPLATE_NAME_TAKEN') setErrors({ name: problemText(t, problem) });
      else if (problem.code === 'WHATSAPP_UNKNOWN_VARIABLE') setErrors({ body: problemText(t, problem) });
      else setMessage(isStale(problem) ? t('errors.WHATSAPP_TEMPLATE_STALE_VERSION') : problemText(t, problem));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={template ? t('editTemplate', { name: template.name }) : t('newTemplate')}
      size="xl"
      testId="template-dialog"
      onSubmit={(e) => void submit(e)}
      footer={
        <>
          <FormError className="basis-full">{message}</FormError>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('cancel')}
          </button>
          <SubmitButton pending={save.isPending}>{t('saveTemplate')}</SubmitButton>
        </>
      }
    >
      <div className="grid gap-5 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <TextField
            label={t('templateName')}
            required
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('language')}
              value={language}
              dir="ltr"
              onChange={(e) => setLanguage(e.target.value)}
              error={errors.language}
              hint={t('languageHint')}
            />
            <TextField
              label={t('cloudName')}
              value={cloudName}
              dir="ltr"
              onChange={(e) => setCloudName(e.target.value)}
              error={errors.cloudName}
              hint={t('cloudNameHint')}
            />
          </div>
          <BodyEditor value={body} onChange={setBody} label={t('text')} error={errors.body} testId="template-body" />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">{t('preview')}</h3>
          <MessagePreview
            body={body}
            values={sampleValues(
              {
                name: t('sampleName'),
                departmentName: t('sampleDepartment'),
                designationName: t('sampleDesignation'),
              },
              company?.name ?? '',
            )}
            server={undefined}
            loading={false}
          />
          <p className="mt-2 text-xs text-ink-muted">{t('sampleHint')}</p>
        </div>
      </div>
    </Dialog>
  );
}

/** Message templates of the company: their variables, and the approved Cloud API template they map to. */
export function TemplatesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('whatsapp');
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<WhatsAppTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WhatsAppTemplate | null>(null);
  return (
    <div className="flex flex-col gap-3" data-testid="whatsapp-templates">
      {canEdit && (
        <div className="flex justify-end">
          <button type="button" className={buttonPrimary} onClick={() => setEditing('new')} data-testid="new-template">
            <Plus className="size-4" aria-hidden="true" />
            {t('newTemplate')}
          </button>
        </div>
      )}
      <DataTable<WhatsAppTemplate>
        caption={t('templates')}
        rows={templates.data}
        rowKey={(x) => x.id}
        status={templates.status}
        errorMessage={templates.error ? problemText(t, toProblem(templates.error)) : undefined}
        onRetry={() => void templates.refetch()}
        columns={[
          { key: 'name', header: t('templateName'), rowHeader: true, cell: (x) => <span className="font-medium">{x.name}</span> },
          {
            key: 'body',
            header: t('text'),
            cell: (x) => <span className="line-clamp-2 max-w-md text-sm">{x.body}</span>,
            hideBelow: 'md',
          },
          {
            key: 'variables',
            header: t('variablesLabel'),
            cell: (x) => (x.variables.length ? x.variables.map((v) => t(`variables.${v}`, { defaultValue: v })).join(', ') : '—'),
            hideBelow: 'lg',
          },
          { key: 'language', header: t('language'), cell: (x) => <Ltr>{x.language}</Ltr>, hideBelow: 'sm' },
        ]}
        rowActions={
          canEdit
            ? (x) => (
                <>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('editTemplate', { name: x.name })}
                    onClick={() => setEditing(x)}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('deleteTemplate', { name: x.name })}
                    onClick={() => setDeleting(x)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </>
              )
            : undefined
        }
        empty={<p className="py-6 text-center text-sm text-ink-muted">{t('noTemplates')}</p>}
      />
      {editing && <TemplateDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t('deleteTemplate', { name: deleting.name })}
          message={t('deleteTemplateConfirm')}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          errorText={(e) => problemText(t, toProblem(e))}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
