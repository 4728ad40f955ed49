import { FileWhistleReportSchema, WhistleCategories, type FileWhistleReport, type FiledWhistleReport } from '@hcims/contracts/routines';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { contractResolver } from '../../../shared/lib/form';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { Checkbox, FormError, Select, SubmitButton, Textarea } from '../../../shared/ui/form';
import { Card } from '../../../shared/ui/table';
import { useFileWhistleReport } from '../api';
import { issueText } from '../lib/labels';
import { WHISTLE_FOLLOW_PATH, WhistleFileInput } from './whistle-follow';

type Values = { category: string; description: string; anonymous: boolean; files: FileList | null };

/** Files a report, anonymous by default; the case key is shown once, to be written down. */
export function WhistleReportForm() {
  const { t } = useTranslation('routines');
  const file = useFileWhistleReport();
  const [filed, setFiled] = useState<{ filed: FiledWhistleReport; failed: string[] } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values, unknown, FileWhistleReport>({
    resolver: contractResolver(
      FileWhistleReportSchema,
      (v: Values) => ({ category: v.category, description: v.description, anonymous: v.anonymous }),
      issueText(t),
    ),
    defaultValues: { category: 'other', description: '', anonymous: true, files: null },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      setFiled(await file.mutateAsync({ body, files: Array.from(form.getValues('files') ?? []) }));
      form.reset();
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  });

  if (filed) {
    return (
      <Card title={t('whistle.filedTitle')} testId="whistle-filed">
        <p className="text-sm">{t('whistle.filedText', { reference: filed.filed.reference })}</p>
        {filed.failed.length > 0 && (
          <p className="mt-2 text-sm text-danger" role="alert">
            {t('whistle.filesFailed', { names: filed.failed.join(', ') })}
          </p>
        )}
        <p className="mt-3 text-sm font-medium">{t('whistle.keyLabel')}</p>
        <code data-testid="whistle-case-key" className="mt-1 block break-all rounded bg-surface-muted p-2 font-mono text-sm" dir="ltr">
          {filed.filed.caseKey}
        </code>
        <p className="mt-3 text-sm text-ink-muted">{t('whistle.keyWarning')}</p>
        <p className="mt-3 text-sm">
          {t('whistle.followAnywhere')}{' '}
          <Link
            to={WHISTLE_FOLLOW_PATH}
            dir="ltr"
            className="font-semibold break-all text-primary-ink underline"
            data-testid="whistle-follow-link"
          >
            {`${window.location.origin}${WHISTLE_FOLLOW_PATH}`}
          </Link>
        </p>
      </Card>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid max-w-2xl gap-4" data-testid="whistle-report-form">
      <p className="text-sm text-ink-muted">{t('whistle.reportIntro')}</p>
      <Select
        label={t('whistle.category')}
        required
        options={WhistleCategories.map((value) => ({ value, label: t(`whistle.categories.${value}`) }))}
        {...form.register('category')}
        error={errors.category?.message}
      />
      <Textarea
        label={t('whistle.descriptionLabel')}
        hint={t('whistle.descriptionHint')}
        required
        maxLength={10000}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <WhistleFileInput testId="whistle-files-input" {...form.register('files')} />
      <Checkbox label={t('whistle.anonymous')} hint={t('whistle.anonymousHint')} {...form.register('anonymous')} />
      <FormError>{message}</FormError>
      <div>
        <SubmitButton pending={file.isPending}>{t('whistle.submit')}</SubmitButton>
      </div>
    </form>
  );
}
