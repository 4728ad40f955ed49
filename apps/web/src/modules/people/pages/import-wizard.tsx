import type { ColumnMappingInput } from '@hcims/contracts/people';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from '../../../shared/lib/use-translation';
import { Card, PageHeader } from '../../../shared/ui/table';
import type { ImportPreview, ImportUpload } from '../api';
import { ImportSteps } from '../components';

type State =
  | { step: 'upload' }
  | { step: 'mapping'; upload: ImportUpload; mapping: ColumnMappingInput }
  | { step: 'preview'; upload: ImportUpload; mapping: ColumnMappingInput; preview: ImportPreview }
  | { step: 'import'; jobId: string };

/** /edit_employee?import: upload -> column mapping -> preview with per-row errors -> import with progress. */
export function ImportWizard() {
  const { t } = useTranslation('people');
  const [state, setState] = useState<State>({ step: 'upload' });
  const back = (
    <Link to="/edit_employee" className="inline-flex items-center gap-1 text-sm text-primary-ink hover:underline">
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {t('employeeForm.backToList')}
    </Link>
  );
  let body;
  if (state.step === 'upload') {
    body = <ImportSteps.Upload onUploaded={(upload) => setState({ step: 'mapping', upload, mapping: upload.suggestedMapping })} />;
  } else if (state.step === 'mapping') {
    body = (
      <ImportSteps.Mapping
        upload={state.upload}
        mapping={state.mapping}
        onMappingChange={(mapping) => setState({ ...state, mapping })}
        onBack={() => setState({ step: 'upload' })}
        onPreviewed={(preview) => setState({ step: 'preview', upload: state.upload, mapping: state.mapping, preview })}
      />
    );
  } else if (state.step === 'preview') {
    body = (
      <ImportSteps.Preview
        preview={state.preview}
        onBack={() => setState({ step: 'mapping', upload: state.upload, mapping: state.mapping })}
        onStarted={(jobId) => setState({ step: 'import', jobId })}
      />
    );
  } else {
    body = <ImportSteps.Progress jobId={state.jobId} onRestart={() => setState({ step: 'upload' })} />;
  }
  return (
    <div data-testid="import-wizard" className="mx-auto mb-16 max-w-5xl">
      <PageHeader before={back} title={t('import.title')} description={t('import.description')} />
      <ImportSteps.Indicator current={state.step} />
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-ink">{t(`import.steps.${state.step}`)}</h2>
        {body}
      </Card>
    </div>
  );
}
