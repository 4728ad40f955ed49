import { toProblem } from '../../../../shared/lib/api-problem';
import type { Employee } from '@hcims/contracts/people';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { Spinner } from '../../../../shared/ui/spinner';
import { problemText, useEmployeePhoto } from '../../api';
import { EmployeeAvatar } from '../employee-avatar';
import { personName } from '../format';
import { FormSection } from './form-section';

import { photoProblem, PHOTO_TYPES } from './photo-rules';

type Props =
  | { mode: 'edit'; employee: Employee; onSaved: (employee: Employee) => void }
  | { mode: 'create'; name: string; file: File | null; onFileChange: (file: File | null) => void };

/**
 * The photo: on an existing record it is saved at once (its own request; the record's version
 * stays, so the form's other edits still save); on a new one it is kept and uploaded after the record exists.
 */
export function PhotoSection(props: Props) {
  const { t } = useTranslation('people');
  const inputId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const photo = useEmployeePhoto(props.mode === 'edit' ? props.employee.id : '');
  const file = props.mode === 'create' ? props.file : null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (chosen: File | undefined) => {
    setMessage(null);
    if (!chosen) return;
    const problem = photoProblem(chosen);
    if (problem) return setMessage(t(`employeeForm.photo.${problem}`));
    if (props.mode === 'create') return props.onFileChange(chosen);
    photo.mutate(chosen, {
      onSuccess: (employee) => {
        props.onSaved(employee);
        setMessage(t('employeeForm.photo.saved'));
      },
      onError: (error) => setMessage(problemText(t, toProblem(error))),
    });
  };
  const remove = () => {
    setMessage(null);
    if (props.mode === 'create') return props.onFileChange(null);
    photo.mutate(null, {
      onSuccess: (employee) => {
        props.onSaved(employee);
        setMessage(t('employeeForm.photo.removed'));
      },
      onError: (error) => setMessage(problemText(t, toProblem(error))),
    });
  };

  const name = props.mode === 'edit' ? personName(props.employee) : props.name;
  const hasPhoto = props.mode === 'edit' ? props.employee.hasPhoto : !!props.file;
  return (
    <FormSection id="photo" title={t('employeeForm.sections.photo')}>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img src={preview} alt="" className="size-20 rounded-full object-cover" />
        ) : (
          <EmployeeAvatar name={name || '?'} photoUrl={props.mode === 'edit' ? props.employee.photoUrl : ''} size="lg" />
        )}
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={inputId}
              className={`${buttonSecondary} cursor-pointer focus-within:outline-2 focus-within:outline-primary-ink`}
            >
              {photo.isPending ? <Spinner size={16} /> : <ImageUp className="size-4" aria-hidden="true" />}
              {hasPhoto ? t('employeeForm.photo.replace') : t('employeeForm.photo.upload')}
              <input
                id={inputId}
                type="file"
                accept={PHOTO_TYPES.join(',')}
                className="sr-only"
                data-testid="photo-input"
                disabled={photo.isPending}
                onChange={(event) => {
                  choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
            {hasPhoto && (
              <button type="button" className={buttonSecondary} onClick={remove} disabled={photo.isPending}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('employeeForm.photo.remove')}
              </button>
            )}
          </div>
          <p className="text-xs text-ink-muted">{t('employeeForm.photo.hint')}</p>
          <p className="text-sm text-ink" role="status" data-testid="photo-message">
            {message}
          </p>
        </div>
      </div>
    </FormSection>
  );
}
