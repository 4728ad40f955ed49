import { type ApiProblem, isStale, toProblem } from '../../../../shared/lib/api-problem';
import { CreateEmployeeSchema, type CreateEmployee, type Employee } from '@hcims/contracts/people';
import { RefreshCw, Save } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { applyServerErrors, contractResolver } from '../../../../shared/lib/form';
import { Link, navigate } from '../../../../shared/lib/router';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../../shared/ui/button-styles';
import { Checkbox, FormError, SubmitButton } from '../../../../shared/ui/form';
import { problemText, setEmployeePhoto, useCreateEmployee, useUpdateEmployee } from '../../api';
import { personName, todayIso } from '../format';
import { useCan } from '../use-can';
import { AddressSection, ContactSection, EmergencySection, IdentitySection, PersonalSection } from './basic-sections';
import { fieldMessage } from './field-message';
import { changedFields, toFormValues, toPayload, type EmployeeFormValues } from './form-model';
import { JobSection } from './job-section';
import { EducationSection, PreviousJobsSection, SkillsSection } from './list-sections';
import { PhotoSection } from './photo-section';
import { SensitiveSection } from './sensitive-section';
import { serverFieldText } from './server-errors';

/** Leaf errors of react-hook-form's error tree (a section's fields count one by one). */
function countErrors(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  if ('type' in node && 'message' in node) return 1;
  return Object.entries(node).reduce((sum, [key, child]) => (key === 'ref' ? sum : sum + countErrors(child)), 0);
}

export type EmployeeFormProps = {
  /** null adds a new employee. */
  employee: Employee | null;
  /** Reads the record again (after a 409): the form restarts from the server's version. */
  onReload: () => void;
  reloading?: boolean;
  /** The company's currency, proposed for a new salary. */
  currency?: string;
};

/**
 * The add/edit form of /edit_employee: every section of the record, validated with the
 * contract's schema; an edit sends only what changed with the version it read, and a 409 offers
 * to reload. Sensitive sections appear only with people.sensitive-data:update (and, on an
 * existing record, when the server sent them).
 */
export function EmployeeForm({ employee, onReload, reloading, currency }: EmployeeFormProps) {
  const { t } = useTranslation('people');
  const can = useCan();
  const editing = employee !== null;
  const sensitive = can('people.sensitive-data:update') && (!employee || 'salary' in employee || 'bank' in employee);
  const [initial] = useState(() => toFormValues(employee, { today: todayIso(), currency }));
  const version = useRef(employee?.version ?? 1);
  const [current, setCurrent] = useState(employee);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [invalidCount, setInvalidCount] = useState(0);
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateEmployee();
  const update = useUpdateEmployee(employee?.id ?? '');

  const form = useForm<EmployeeFormValues, unknown, CreateEmployee>({
    defaultValues: initial,
    // The contract's schema over the body the values stand for: the same rules the server applies, on the same paths.
    resolver: contractResolver(
      CreateEmployeeSchema,
      (values: EmployeeFormValues) => toPayload(values, sensitive),
      (issue) => fieldMessage(t, issue.path, { type: issue.code }) ?? '',
    ),
    mode: 'onTouched',
  });

  const showServerProblem = (error: unknown) => {
    const next = toProblem(error);
    setProblem(next);
    const paths = Object.keys(next.fieldErrors);
    const rest = applyServerErrors<FieldPath<EmployeeFormValues>>(next, form.setError, serverFieldText(t, next));
    // The banner above the form says what went wrong; bring it into view (jsdom has no scrollIntoView).
    if (rest.length === paths.length) formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const submit = async (payload: CreateEmployee) => {
    setProblem(null);
    setInvalidCount(0);
    setUnchanged(false);
    try {
      if (!editing) {
        const saved = await create.mutateAsync(payload);
        let photoFailed = false;
        if (photoFile) await setEmployeePhoto(saved.id, photoFile).catch(() => (photoFailed = true));
        navigate(`/employee-details?id=${saved.id}`, {
          state: { notice: payload.sendInvitation ? 'createdInvited' : 'created', photoFailed },
        });
        return;
      }
      const before = toPayload(initial, sensitive);
      const body = changedFields(before, payload, version.current);
      if (Object.keys(body).length === 1) {
        setUnchanged(true);
        return;
      }
      const saved = await update.mutateAsync(body);
      navigate(`/employee-details?id=${saved.id}`, { state: { notice: 'saved' } });
    } catch (error) {
      showServerProblem(error);
    }
  };

  const stale = isStale(problem);
  const [firstName, lastName] = useWatch({ control: form.control, name: ['firstName', 'lastName'] });
  const name = personName({ firstName, lastName });
  const sections = [
    'identity',
    'contact',
    'job',
    'personal',
    'address',
    'emergency',
    'education',
    'previousJobs',
    'skills',
    ...(sensitive ? ['sensitive'] : []),
    'photo',
  ];

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        data-testid="employee-form"
        onSubmit={(event) =>
          void form.handleSubmit(submit, (errors) => {
            setProblem(null);
            setInvalidCount(countErrors(errors));
          })(event)
        }
        className="flex flex-col gap-5"
      >
        <nav aria-label={t('employeeForm.sectionsNav')} className="-mt-1 flex gap-2 overflow-x-auto pb-1 text-sm print:hidden">
          {sections.map((id) => (
            <a
              key={id}
              href={`#section-${id}`}
              className="shrink-0 rounded-full border border-line bg-surface px-3 py-1 text-ink-muted hover:text-ink"
            >
              {t(`employeeForm.sections.${id}`)}
            </a>
          ))}
        </nav>
        {stale && (
          <div
            role="alert"
            data-testid="stale-version"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-danger/40 bg-danger-soft px-4 py-3 text-sm text-danger"
          >
            <p className="min-w-0 flex-1">{t('employeeForm.stale')}</p>
            <button type="button" className={buttonSecondary} onClick={onReload} disabled={reloading} data-testid="reload-employee">
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('employeeForm.reload')}
            </button>
          </div>
        )}
        {!stale && problem && <FormError>{problemText(t, problem)}</FormError>}
        {invalidCount > 0 && <FormError>{t('employeeForm.invalidSummary', { count: invalidCount })}</FormError>}
        <IdentitySection />
        <ContactSection emailLocked={!!employee?.userId} />
        <JobSection employeeId={employee?.id ?? null} canReadBranches={can('org.company:read')} />
        <PersonalSection />
        <AddressSection />
        <EmergencySection />
        <EducationSection />
        <PreviousJobsSection />
        <SkillsSection />
        {sensitive && <SensitiveSection currency={currency ?? ''} />}
        {current ? (
          <PhotoSection mode="edit" employee={current} onSaved={setCurrent} />
        ) : (
          <PhotoSection mode="create" name={name} file={photoFile} onFileChange={setPhotoFile} />
        )}
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-line bg-page/95 py-3 ps-1 pe-20 backdrop-blur sm:pe-1 print:hidden">
          {!editing && (
            <Checkbox
              label={t('employeeForm.sendInvitation')}
              hint={t('employeeForm.hints.sendInvitation')}
              {...form.register('sendInvitation')}
              className="me-auto"
            />
          )}
          {unchanged && (
            <p role="status" className="me-auto text-sm text-ink-muted">
              {t('employeeForm.unchanged')}
            </p>
          )}
          <div className="ms-auto flex gap-2">
            <Link to={editing ? `/employee-details?id=${employee.id}` : '/edit_employee'} className={buttonSecondary}>
              {t('employeeForm.cancel')}
            </Link>
            <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('employeeForm.saving')} data-testid="save-employee">
              <Save className="size-4" aria-hidden="true" />
              {editing ? t('employeeForm.save') : t('employeeForm.create')}
            </SubmitButton>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
