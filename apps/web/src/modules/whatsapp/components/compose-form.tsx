import type { EmployeeOption } from '@hcims/contracts/people';
import type { SendWhatsAppMessage, WhatsAppMessage } from '@hcims/contracts/whatsapp';
import { Send } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useCompanySetup } from '../../../shared/lib/company-setup';
import { useEmployeeChoices } from '../../../shared/lib/employee-choices';
import { useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { Checkbox, FormError, PeopleSearchField, RadioGroup, Select, SubmitButton } from '../../../shared/ui/form';
import { Card } from '../../../shared/ui/table';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { usePreview, useSendMessage, useTemplates } from '../api';
import { problemText, sampleValues, toProblem, unknownVariables } from '../lib';
import { BodyEditor } from './body-editor';
import { MessagePreview } from './message-preview';

type Audience = 'employee' | 'department' | 'everyone';

/** A department and everything below it, following the compact list's parent links. */
function withSubDepartments(departments: readonly { id: string; parentId: string | null }[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of departments) {
      if (d.parentId && ids.has(d.parentId) && !ids.has(d.id)) {
        ids.add(d.id);
        grew = true;
      }
    }
  }
  return ids;
}
type Content = 'text' | 'template';

/** Compose: to one employee, a department or everyone; free text or a template; live preview for one recipient. */
export function ComposeForm({ canSend, onSent }: { canSend: boolean; onSent: (message: WhatsAppMessage) => void }) {
  const { t } = useTranslation('whatsapp');
  const company = useSession((s) => s.company);
  const departments = useCompanySetup((s) => s.departments);
  const directory = useCompanySetup((s) => s.employees);
  const templates = useTemplates();
  const send = useSendMessage();
  const [audience, setAudience] = useState<Audience>('department');
  const [employeeId, setEmployeeId] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [includeSub, setIncludeSub] = useState(true);
  const [contentType, setContentType] = useState<Content>('template');
  const [body, setBody] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [sampleId, setSampleId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const sampleLabelId = useId();

  const active = useMemo(() => directory.filter((e) => e.status !== 'terminated'), [directory]);
  const choices = useEmployeeChoices({ current: true, chosen: [employeeId] });
  // A large company's directory in the browser is its first few hundred people: no estimate from it.
  const estimate = !choices.partial || audience === 'employee';
  const members = useMemo(() => {
    if (audience === 'employee') return choices.people.filter((e) => e.id === employeeId);
    if (audience === 'department') {
      if (!departmentId) return [];
      const ids = includeSub ? withSubDepartments(departments, departmentId) : new Set([departmentId]);
      return active.filter((e) => ids.has(e.departmentId));
    }
    return active;
  }, [audience, employeeId, departmentId, includeSub, departments, active, choices.people]);
  const sample = members.find((e) => e.id === sampleId) ?? members[0] ?? null;
  const template = templates.data?.find((x) => x.id === templateId) ?? null;
  const text = contentType === 'template' ? (template?.body ?? '') : body;

  const content: SendWhatsAppMessage['content'] | null =
    contentType === 'template'
      ? templateId
        ? { type: 'template', templateId }
        : null
      : body.trim() && unknownVariables(body).length === 0
        ? { type: 'text', body }
        : null;
  const settled = useDebounced(content, 500);
  const preview = usePreview(sample?.id ?? null, settled);

  const employeeGroups = useMemo(() => {
    const map = new Map<string, EmployeeOption[]>();
    for (const e of choices.people) map.set(e.departmentName, [...(map.get(e.departmentName) ?? []), e]);
    return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [choices.people]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const next: Record<string, string> = {};
    if (audience === 'employee' && !employeeId) next.employee = t('errors.chooseEmployee');
    if (audience === 'department' && !departmentId) next.department = t('errors.chooseDepartment');
    if (contentType === 'template' && !templateId) next.template = t('errors.chooseTemplate');
    if (contentType === 'text' && !body.trim()) next.body = t('errors.writeMessage');
    setErrors(next);
    if (Object.keys(next).length > 0 || !content) return;
    const target: SendWhatsAppMessage['audience'] =
      audience === 'employee'
        ? { type: 'employee', employeeId }
        : audience === 'department'
          ? { type: 'department', departmentId, includeSubDepartments: includeSub }
          : { type: 'everyone' };
    try {
      const sent = await send.mutateAsync({ audience: target, content });
      onSent(sent);
    } catch (error) {
      setMessage(problemText(t, toProblem(error)));
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]"
      data-testid="compose-form"
    >
      <Card title={t('compose')}>
        <fieldset disabled={!canSend} className="flex flex-col gap-5">
          <RadioGroup
            name="audience"
            inline
            label={t('to')}
            value={audience}
            onChange={(v) => setAudience(v as Audience)}
            options={[
              { value: 'employee', label: t('audience.employee') },
              { value: 'department', label: t('audience.department') },
              { value: 'everyone', label: t('audience.everyone') },
            ]}
          />
          {audience === 'employee' && (
            <div className="flex flex-col gap-1.5">
              <PeopleSearchField choices={choices} />
              <label htmlFor="wa-employee" className="text-sm font-semibold text-ink">
                {t('employee')}
              </label>
              <select
                id="wa-employee"
                value={employeeId}
                onChange={(e) => setEmployeeId(e.target.value)}
                aria-invalid={errors.employee ? true : undefined}
                aria-describedby={errors.employee ? 'wa-employee-error' : undefined}
                className="w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink"
                data-testid="wa-employee"
              >
                <option value="">{t('chooseEmployee')}</option>
                {employeeGroups.map(([name, people]) => (
                  <optgroup key={name} label={name}>
                    {people.map((e) => (
                      <option key={e.id} value={e.id}>
                        {e.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              {errors.employee && (
                <p id="wa-employee-error" className="text-xs font-medium text-danger">
                  {errors.employee}
                </p>
              )}
            </div>
          )}
          {audience === 'department' && (
            <div className="flex flex-col gap-2">
              <Select
                label={t('department')}
                value={departmentId}
                onChange={(e) => setDepartmentId(e.target.value)}
                placeholder={t('chooseDepartment')}
                options={[...departments].map((d) => ({ value: d.id, label: d.name })).sort((a, b) => a.label.localeCompare(b.label))}
                error={errors.department}
                data-testid="wa-department"
              />
              <Checkbox label={t('includeSub')} checked={includeSub} onChange={(e) => setIncludeSub(e.target.checked)} />
            </div>
          )}
          <p className="text-sm text-ink-muted" aria-live="polite" data-testid="recipient-estimate">
            {(audience === 'employee' && !employeeId) || !estimate ? '' : t('recipientsEstimate', { count: members.length })}
          </p>
          <RadioGroup
            name="content"
            inline
            label={t('message')}
            value={contentType}
            onChange={(v) => setContentType(v as Content)}
            options={[
              { value: 'template', label: t('useTemplate') },
              { value: 'text', label: t('writeText') },
            ]}
          />
          {contentType === 'template' ? (
            <Select
              label={t('template')}
              value={templateId}
              onChange={(e) => setTemplateId(e.target.value)}
              placeholder={templates.data?.length ? t('chooseTemplate') : t('noTemplates')}
              options={(templates.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
              error={errors.template}
              data-testid="wa-template"
            />
          ) : (
            <BodyEditor value={body} onChange={setBody} label={t('text')} error={errors.body} testId="wa-body" />
          )}
          <FormError>{message}</FormError>
          {canSend && (
            <div className="flex justify-end">
              <SubmitButton pending={send.isPending} data-testid="wa-send">
                <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                {t('send')}
              </SubmitButton>
            </div>
          )}
        </fieldset>
      </Card>
      <Card title={t('preview')}>
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <label id={sampleLabelId} htmlFor="wa-sample" className="text-xs font-medium text-ink-muted">
              {t('previewFor')}
            </label>
            <select
              id="wa-sample"
              value={sample?.id ?? ''}
              onChange={(e) => setSampleId(e.target.value)}
              disabled={members.length === 0}
              className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
            >
              {members.length === 0 && <option value="">{t('nobody')}</option>}
              {members.slice(0, 300).map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </select>
          </div>
          <MessagePreview
            body={text}
            values={sampleValues(sample, company?.name ?? '')}
            server={preview.data}
            loading={preview.isFetching}
          />
          {preview.error && <p className="text-xs text-danger">{problemText(t, toProblem(preview.error))}</p>}
        </div>
      </Card>
    </form>
  );
}
