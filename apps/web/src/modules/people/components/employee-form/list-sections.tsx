import { Plus, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary, iconButton } from '../../../../shared/ui/button-styles';
import { TextField } from '../../../../shared/ui/form';
import { FormSection } from './form-section';
import { fieldGrid, useField } from './use-field';
import { emptyEducation, emptyPreviousJob, type EmployeeFormValues } from './form-model';

const MAX_ROWS = 20;
const MAX_SKILLS = 50;

function RowHeader({ title, onRemove, removeLabel }: { title: string; onRemove: () => void; removeLabel: string }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <button type="button" className={`${iconButton} hover:text-danger`} onClick={onRemove} aria-label={removeLabel}>
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

export function EducationSection() {
  const { t } = useTranslation('people');
  const field = useField();
  const { control } = useFormContext<EmployeeFormValues>();
  const rows = useFieldArray({ control, name: 'education' });
  return (
    <FormSection
      id="education"
      title={t('employeeForm.sections.education')}
      actions={
        rows.fields.length < MAX_ROWS && (
          <button type="button" className={buttonSecondary} onClick={() => rows.append(emptyEducation())} data-testid="add-education">
            <Plus className="size-4" aria-hidden="true" />
            {t('employeeForm.addEducation')}
          </button>
        )
      }
    >
      {rows.fields.length === 0 && <p className="text-sm text-ink-muted">{t('employeeForm.noEducation')}</p>}
      <ol className="flex flex-col gap-4">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="rounded-lg border border-line p-3">
            <RowHeader
              title={t('employeeForm.educationN', { n: index + 1 })}
              onRemove={() => rows.remove(index)}
              removeLabel={t('employeeForm.removeEducation', { n: index + 1 })}
            />
            <div className={fieldGrid}>
              <TextField label={t('employeeForm.fields.institution')} required {...field(`education.${index}.institution`)} />
              <TextField label={t('employeeForm.fields.degree')} required {...field(`education.${index}.degree`)} />
              <TextField label={t('employeeForm.fields.fieldOfStudy')} {...field(`education.${index}.field`)} />
              <div className="grid grid-cols-2 gap-3">
                <TextField label={t('employeeForm.fields.startDate')} type="date" {...field(`education.${index}.startDate`)} />
                <TextField label={t('employeeForm.fields.endDate')} type="date" {...field(`education.${index}.endDate`)} />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </FormSection>
  );
}

export function PreviousJobsSection() {
  const { t } = useTranslation('people');
  const field = useField();
  const { control } = useFormContext<EmployeeFormValues>();
  const rows = useFieldArray({ control, name: 'previousJobs' });
  return (
    <FormSection
      id="previousJobs"
      title={t('employeeForm.sections.previousJobs')}
      actions={
        rows.fields.length < MAX_ROWS && (
          <button type="button" className={buttonSecondary} onClick={() => rows.append(emptyPreviousJob())} data-testid="add-previous-job">
            <Plus className="size-4" aria-hidden="true" />
            {t('employeeForm.addPreviousJob')}
          </button>
        )
      }
    >
      {rows.fields.length === 0 && <p className="text-sm text-ink-muted">{t('employeeForm.noPreviousJobs')}</p>}
      <ol className="flex flex-col gap-4">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="rounded-lg border border-line p-3">
            <RowHeader
              title={t('employeeForm.previousJobN', { n: index + 1 })}
              onRemove={() => rows.remove(index)}
              removeLabel={t('employeeForm.removePreviousJob', { n: index + 1 })}
            />
            <div className={fieldGrid}>
              <TextField label={t('employeeForm.fields.company')} required {...field(`previousJobs.${index}.company`)} />
              <TextField label={t('employeeForm.fields.jobTitle')} required {...field(`previousJobs.${index}.title`)} />
              <TextField label={t('employeeForm.fields.startDate')} type="date" {...field(`previousJobs.${index}.startDate`)} />
              <TextField label={t('employeeForm.fields.endDate')} type="date" {...field(`previousJobs.${index}.endDate`)} />
            </div>
          </li>
        ))}
      </ol>
    </FormSection>
  );
}

/** Skills as chips: type and press Enter (or a comma) to add; each chip has a remove button. */
export function SkillsSection() {
  const { t } = useTranslation('people');
  const inputId = useId();
  const { setValue, control } = useFormContext<EmployeeFormValues>();
  const skills = useWatch({ control, name: 'skills' });
  const [draft, setDraft] = useState('');
  const add = () => {
    const next = draft
      .split(',')
      .map((s) => s.trim().slice(0, 60))
      .filter(Boolean);
    if (next.length === 0) return;
    const merged = [...skills];
    for (const skill of next) if (!merged.some((s) => s.toLowerCase() === skill.toLowerCase())) merged.push(skill);
    setValue('skills', merged.slice(0, MAX_SKILLS), { shouldDirty: true });
    setDraft('');
  };
  return (
    <FormSection id="skills" title={t('employeeForm.sections.skills')}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        {t('employeeForm.fields.addSkill')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={draft}
          data-testid="skill-input"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            }
          }}
          maxLength={200}
          aria-describedby={`${inputId}-hint`}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
        />
        <button type="button" className={buttonSecondary} onClick={add} disabled={!draft.trim() || skills.length >= MAX_SKILLS}>
          {t('employeeForm.addSkill')}
        </button>
      </div>
      <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-muted">
        {t('employeeForm.hints.skills', { max: MAX_SKILLS })}
      </p>
      {skills.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('employeeForm.sections.skills')}>
          {skills.map((skill) => (
            <li key={skill} className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 ps-3 pe-1 text-sm text-primary-ink">
              {skill}
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full hover:bg-primary/20"
                aria-label={t('employeeForm.removeSkill', { skill })}
                onClick={() =>
                  setValue(
                    'skills',
                    skills.filter((s) => s !== skill),
                    { shouldDirty: true },
                  )
                }
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}
