import { WhistleStatuses, type WhistleAttachment, type WhistleCase, type WhistleStatus } from '@hcims/contracts/routines';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary, iconButton } from '../../../shared/ui/button-styles';
import { Checkbox, FormError, SubmitButton, Textarea } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { Badge, DataTable, FilterBar, FilterSelect, Pagination } from '../../../shared/ui/table';
import { downloadFile } from '../../../shared/ui/table';
import { useHandlerFile, useHandlerMessage, useMoveCase, useWhistleCase, useWhistleCases, whistleFilePath } from '../api';
import { WhistleFileInput, WhistleFileList, WhistleMessages } from './whistle-follow';

/** The next statuses a handler may choose (the server's rule in whistle.rules.ts decides). */
const NEXT: Record<WhistleStatus, WhistleStatus[]> = {
  received: ['in-review', 'closed'],
  'in-review': ['resolved', 'closed'],
  resolved: ['closed', 'in-review'],
  closed: [],
};

function CaseDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('routines');
  const detail = useWhistleCase(id);
  const move = useMoveCase();
  const write = useHandlerMessage();
  const attach = useHandlerFile();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<{ body: string; internal: boolean; files: FileList | null }>({
    defaultValues: { body: '', internal: false, files: null },
  });
  const fail = (error: unknown) => setMessage(problemText(t, toProblem(error), 'errors'));
  const c = detail.data;
  const download = (file: WhistleAttachment) => void downloadFile(whistleFilePath(file.id), file.fileName).catch(fail);
  const send = form.handleSubmit(async ({ body, internal, files }) => {
    setMessage(null);
    try {
      const after = await write.mutateAsync({ id, body: { body, internal } });
      const mine = after.messages.at(-1);
      for (const file of Array.from(files ?? [])) await attach.mutateAsync({ id, file, ...(mine ? { messageId: mine.id } : {}) });
      form.reset();
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={c ? `${c.reference} · ${t(`whistle.categories.${c.category}`)}` : t('states.loading')}
      testId="whistle-case"
    >
      {c && (
        <div className="grid gap-4">
          <p className="text-sm">
            <Badge>{t(`whistle.statuses.${c.status}`)}</Badge>{' '}
            <span className="text-ink-muted">
              {formatDate(c.receivedOn, i18n.language)} · {c.anonymous ? t('whistle.anonymousReporter') : c.reporterName}
              {c.subjectName ? ` · ${t('whistle.about', { name: c.subjectName })}` : ''}
            </span>
          </p>
          <div>
            <p dir="auto" className="whitespace-pre-wrap text-sm">
              {c.description}
            </p>
            <WhistleFileList files={c.attachments.filter((f) => f.messageId === null)} onDownload={download} />
          </div>
          <div className="flex flex-wrap gap-2">
            {NEXT[c.status].map((status) => (
              <button
                key={status}
                type="button"
                className={buttonSecondary}
                disabled={move.isPending}
                onClick={() => void move.mutateAsync({ id, body: { version: c.version, status } }).catch(fail)}
              >
                {t('whistle.moveTo', { status: t(`whistle.statuses.${status}`) })}
              </button>
            ))}
          </div>
          <WhistleMessages messages={c.messages} files={c.attachments} onDownload={download} />
          <form noValidate onSubmit={(e) => void send(e)} className="grid gap-3">
            <Textarea
              label={t('whistle.reply')}
              required
              maxLength={5000}
              {...form.register('body', { required: t('validation.required') })}
              error={form.formState.errors.body?.message}
            />
            <WhistleFileInput testId="whistle-handler-files" {...form.register('files')} />
            <Checkbox label={t('whistle.internalNote')} {...form.register('internal')} />
            <FormError>{message}</FormError>
            <div className="flex justify-end gap-2">
              <button type="button" className={buttonSecondary} onClick={onClose}>
                {t('actions.close')}
              </button>
              <SubmitButton pending={write.isPending || attach.isPending}>{t('whistle.send')}</SubmitButton>
            </div>
          </form>
        </div>
      )}
    </Dialog>
  );
}

/** The handlers' list of cases (never those about the viewer), by status and category. */
export function WhistleCasesTab() {
  const { t, i18n } = useTranslation('routines');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const cases = useWhistleCases({ page, pageSize: 20, ...(status ? { status: status as WhistleStatus } : {}) });

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <FilterBar activeCount={status ? 1 : 0} onClear={() => setStatus('')}>
        <FilterSelect
          label={t('whistle.status')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          allLabel={t('whistle.allStatuses')}
          options={WhistleStatuses.map((value) => ({ value, label: t(`whistle.statuses.${value}`) }))}
        />
      </FilterBar>
      <DataTable<WhistleCase>
        caption={t('whistle.casesCaption')}
        testId="whistle-cases"
        rows={cases.data?.items}
        rowKey={(x) => x.id}
        status={cases.status}
        errorMessage={cases.error ? problemText(t, toProblem(cases.error), 'errors') : undefined}
        onRetry={() => void cases.refetch()}
        columns={[
          { key: 'reference', header: t('whistle.reference'), cell: (x) => x.reference, rowHeader: true },
          { key: 'category', header: t('whistle.category'), cell: (x) => t(`whistle.categories.${x.category}`) },
          { key: 'status', header: t('whistle.status'), cell: (x) => <Badge>{t(`whistle.statuses.${x.status}`)}</Badge> },
          { key: 'receivedOn', header: t('whistle.receivedOn'), cell: (x) => formatDate(x.receivedOn, i18n.language) },
          { key: 'reporter', header: t('whistle.reporter'), cell: (x) => (x.anonymous ? t('whistle.anonymousReporter') : x.reporterName) },
        ]}
        rowActionsLabel={t('actions.label')}
        rowActions={(x) => (
          <button
            type="button"
            className={iconButton}
            aria-label={t('whistle.openCase', { reference: x.reference })}
            onClick={() => setOpen(x.id)}
          >
            <Eye className="size-4" aria-hidden="true" />
          </button>
        )}
      />
      {cases.data && <Pagination page={page} pageSize={20} total={cases.data.total} onPageChange={setPage} />}
      {open && <CaseDialog id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
