import type { CreateEmployee, Employee, UpdateEmployee } from '@hcims/contracts/people';

/** What the inputs hold: strings (empty = not given), lists, and the create-only invitation switch. */
export type EmployeeFormValues = {
  firstName: string;
  lastName: string;
  preferredName: string;
  workEmail: string;
  personalEmail: string;
  workPhone: string;
  mobilePhone: string;
  employeeNumber: string;
  departmentId: string;
  designationId: string;
  managerId: string;
  branchId: string;
  hireDate: string;
  employmentType: string;
  workLocation: string;
  dateOfBirth: string;
  gender: string;
  maritalStatus: string;
  nationality: string;
  address: { line1: string; line2: string; city: string; state: string; postalCode: string; countryCode: string };
  emergencyContact: { name: string; relationship: string; phone: string; alternatePhone: string };
  education: { institution: string; degree: string; field: string; startDate: string; endDate: string }[];
  previousJobs: { company: string; title: string; startDate: string; endDate: string }[];
  skills: string[];
  salary: { amount: string; currency: string; frequency: string };
  bank: { bankName: string; accountName: string; iban: string; swift: string };
  nationalId: { type: string; number: string; expiresOn: string };
  medical: { bloodType: string; notes: string };
  sendInvitation: boolean;
};

export type SensitiveMode = { read: boolean; update: boolean };

const s = (v: string | null | undefined) => v ?? '';

export const emptyEducation = (): EmployeeFormValues['education'][number] => ({
  institution: '',
  degree: '',
  field: '',
  startDate: '',
  endDate: '',
});
export const emptyPreviousJob = (): EmployeeFormValues['previousJobs'][number] => ({ company: '', title: '', startDate: '', endDate: '' });

/** The form's starting values: an existing record, or a blank one (with sensible defaults) to add. */
export function toFormValues(employee?: Employee | null, defaults: { currency?: string; today?: string } = {}): EmployeeFormValues {
  const e = employee;
  return {
    firstName: s(e?.firstName),
    lastName: s(e?.lastName),
    preferredName: s(e?.preferredName),
    workEmail: s(e?.workEmail),
    personalEmail: s(e?.personalEmail),
    workPhone: s(e?.workPhone),
    mobilePhone: s(e?.mobilePhone),
    employeeNumber: s(e?.employeeNumber),
    departmentId: s(e?.departmentId),
    designationId: s(e?.designationId),
    managerId: s(e?.managerId),
    branchId: s(e?.branchId),
    hireDate: e ? e.hireDate : (defaults.today ?? ''),
    employmentType: e ? e.employmentType : 'full_time',
    workLocation: s(e?.workLocation),
    dateOfBirth: s(e?.dateOfBirth),
    gender: s(e?.gender),
    maritalStatus: s(e?.maritalStatus),
    nationality: s(e?.nationality),
    address: {
      line1: s(e?.address?.line1),
      line2: s(e?.address?.line2),
      city: s(e?.address?.city),
      state: s(e?.address?.state),
      postalCode: s(e?.address?.postalCode),
      countryCode: s(e?.address?.countryCode),
    },
    emergencyContact: {
      name: s(e?.emergencyContact?.name),
      relationship: s(e?.emergencyContact?.relationship),
      phone: s(e?.emergencyContact?.phone),
      alternatePhone: s(e?.emergencyContact?.alternatePhone),
    },
    education: (e?.education ?? []).map((x) => ({
      institution: x.institution,
      degree: x.degree,
      field: s(x.field),
      startDate: s(x.startDate),
      endDate: s(x.endDate),
    })),
    previousJobs: (e?.previousJobs ?? []).map((x) => ({
      company: x.company,
      title: x.title,
      startDate: s(x.startDate),
      endDate: s(x.endDate),
    })),
    skills: [...(e?.skills ?? [])],
    salary: {
      amount: e?.salary ? String(e.salary.amount) : '',
      currency: e?.salary?.currency ?? (e ? '' : (defaults.currency ?? '')),
      frequency: e?.salary?.frequency ?? 'monthly',
    },
    bank: { bankName: s(e?.bank?.bankName), accountName: s(e?.bank?.accountName), iban: s(e?.bank?.iban), swift: s(e?.bank?.swift) },
    nationalId: { type: s(e?.nationalId?.type), number: s(e?.nationalId?.number), expiresOn: s(e?.nationalId?.expiresOn) },
    medical: { bloodType: s(e?.medical?.bloodType), notes: s(e?.medical?.notes) },
    sendInvitation: true,
  };
}

const text = (v: string) => {
  const trimmed = v.trim();
  return trimmed === '' ? null : trimmed;
};
const allEmpty = (o: Record<string, string>, ignore: string[] = []) =>
  Object.entries(o).every(([k, v]) => ignore.includes(k) || v.trim() === '');

/**
 * The request body the values stand for: empty strings become null, a section left blank
 * becomes null, numbers are numbers. Sensitive sections only when the caller may change them.
 */
export function toPayload(v: EmployeeFormValues, sensitive: boolean): CreateEmployee {
  const payload: Record<string, unknown> = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    preferredName: text(v.preferredName),
    workEmail: v.workEmail.trim(),
    personalEmail: text(v.personalEmail),
    workPhone: text(v.workPhone),
    mobilePhone: text(v.mobilePhone),
    employeeNumber: text(v.employeeNumber),
    // An unchosen select stays undefined, so the schema reports it as required.
    departmentId: v.departmentId || undefined,
    designationId: v.designationId || undefined,
    managerId: v.managerId || null,
    branchId: v.branchId || null,
    hireDate: v.hireDate || undefined,
    employmentType: v.employmentType || undefined,
    workLocation: text(v.workLocation),
    dateOfBirth: text(v.dateOfBirth),
    gender: v.gender || null,
    maritalStatus: v.maritalStatus || null,
    nationality: v.nationality || null,
    address: allEmpty(v.address)
      ? null
      : {
          line1: text(v.address.line1),
          line2: text(v.address.line2),
          city: text(v.address.city),
          state: text(v.address.state),
          postalCode: text(v.address.postalCode),
          countryCode: v.address.countryCode || null,
        },
    emergencyContact: allEmpty(v.emergencyContact)
      ? null
      : {
          name: v.emergencyContact.name.trim(),
          relationship: v.emergencyContact.relationship.trim(),
          phone: v.emergencyContact.phone.trim(),
          alternatePhone: text(v.emergencyContact.alternatePhone),
        },
    education: v.education.map((x) => ({
      institution: x.institution.trim(),
      degree: x.degree.trim(),
      field: text(x.field),
      startDate: text(x.startDate),
      endDate: text(x.endDate),
    })),
    previousJobs: v.previousJobs.map((x) => ({
      company: x.company.trim(),
      title: x.title.trim(),
      startDate: text(x.startDate),
      endDate: text(x.endDate),
    })),
    skills: v.skills.map((x) => x.trim()).filter(Boolean),
    sendInvitation: v.sendInvitation,
  };
  if (sensitive) {
    payload.salary = allEmpty(v.salary, ['frequency'])
      ? null
      : {
          amount: v.salary.amount.trim() === '' ? undefined : Number(v.salary.amount),
          currency: v.salary.currency,
          frequency: v.salary.frequency,
        };
    payload.bank = allEmpty(v.bank)
      ? null
      : {
          bankName: v.bank.bankName.trim(),
          accountName: v.bank.accountName.trim(),
          iban: v.bank.iban.replace(/\s+/g, '').toUpperCase(),
          swift: text(v.bank.swift),
        };
    payload.nationalId = allEmpty(v.nationalId)
      ? null
      : { type: v.nationalId.type.trim(), number: v.nationalId.number.trim(), expiresOn: text(v.nationalId.expiresOn) };
    payload.medical = allEmpty(v.medical) ? null : { bloodType: text(v.medical.bloodType), notes: text(v.medical.notes) };
  }
  return payload as CreateEmployee;
}

const updatable = [
  'firstName',
  'lastName',
  'preferredName',
  'workEmail',
  'personalEmail',
  'workPhone',
  'mobilePhone',
  'employeeNumber',
  'departmentId',
  'designationId',
  'managerId',
  'branchId',
  'hireDate',
  'employmentType',
  'workLocation',
  'dateOfBirth',
  'gender',
  'maritalStatus',
  'nationality',
  'address',
  'emergencyContact',
  'education',
  'previousJobs',
  'skills',
  'salary',
  'bank',
  'nationalId',
  'medical',
] as const;

/** PATCH body: only the fields that differ from what was read, with its version. */
export function changedFields(before: CreateEmployee, after: CreateEmployee, version: number): UpdateEmployee {
  const body: Record<string, unknown> = { version };
  for (const key of updatable) {
    if (!(key in after)) continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) body[key] = after[key];
  }
  return body as UpdateEmployee;
}

/** Which top-level section a field path belongs to (for the error summary's links). */
export const sectionOf = (path: string): string => {
  const head = path.split('.')[0] ?? '';
  if (['firstName', 'lastName', 'preferredName', 'employeeNumber'].includes(head)) return 'identity';
  if (['workEmail', 'personalEmail', 'workPhone', 'mobilePhone'].includes(head)) return 'contact';
  if (['departmentId', 'designationId', 'managerId', 'branchId', 'hireDate', 'employmentType', 'workLocation'].includes(head)) return 'job';
  if (['dateOfBirth', 'gender', 'maritalStatus', 'nationality'].includes(head)) return 'personal';
  if (head === 'emergencyContact') return 'emergency';
  if (['salary', 'bank', 'nationalId', 'medical'].includes(head)) return 'sensitive';
  return head;
};
