import type { ReportFieldKey, StandardReportKey } from '@hcims/contracts/people';

/**
 * Headers and titles of exported reports. A file is read away from the app, so its headers are
 * translated on the server. English and Arabic are complete; the other interface languages
 * fall back to English until their translations are added here (ADR 0022).
 */

type Labels = {
  fields: Record<ReportFieldKey | 'count', string>;
  reports: Record<StandardReportKey | 'custom' | 'employee-details', string>;
  values: Record<string, string>;
  chrome: { generated: string; page: string };
  details: Record<'section' | 'field' | 'value', string>;
  sections: Record<'profile' | 'contact' | 'personal' | 'sensitive' | 'history' | 'documents' | 'team' | 'termination' | 'reason', string>;
};

const en: Labels = {
  fields: {
    employeeNumber: 'Employee no.',
    fullName: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    preferredName: 'Preferred name',
    workEmail: 'Work email',
    personalEmail: 'Personal email',
    workPhone: 'Work phone',
    mobilePhone: 'Mobile',
    departmentName: 'Department',
    designationName: 'Designation',
    managerName: 'Manager',
    branchName: 'Branch',
    workLocation: 'Work location',
    hireDate: 'Hire date',
    hireYear: 'Hire year',
    hireMonth: 'Hire month',
    tenureYears: 'Years of service',
    tenureMonths: 'Months of service',
    tenureBand: 'Tenure',
    status: 'Status',
    employmentType: 'Employment type',
    gender: 'Gender',
    nationality: 'Nationality',
    dateOfBirth: 'Date of birth',
    birthday: 'Birthday',
    birthMonth: 'Birth month',
    anniversary: 'Work anniversary',
    anniversaryMonth: 'Anniversary month',
    terminationDate: 'Termination date',
    terminationMonth: 'Termination month',
    departmentId: 'Department id',
    designationId: 'Designation id',
    managerId: 'Manager id',
    branchId: 'Branch id',
    salaryAmount: 'Salary',
    salaryCurrency: 'Salary currency',
    salaryFrequency: 'Pay frequency',
    bankName: 'Bank',
    iban: 'IBAN',
    nationalIdType: 'National id type',
    nationalIdNumber: 'National id number',
    nationalIdExpiresOn: 'National id expiry',
    bloodType: 'Blood type',
    count: 'Employees',
  },
  reports: {
    'headcount-by-department': 'Head-count by department',
    'headcount-by-designation': 'Head-count by designation',
    'joiners-by-month': 'Joiners by month',
    'leavers-by-month': 'Leavers by month',
    birthdays: 'Birthdays',
    'work-anniversaries': 'Work anniversaries',
    'contact-directory': 'Contact directory',
    'employee-list': 'Employee list',
    tenure: 'Tenure',
    custom: 'Report',
    'employee-details': 'Employee details',
  },
  values: {
    invited: 'Invited',
    active: 'Active',
    on_leave: 'On leave',
    terminated: 'Terminated',
    full_time: 'Full time',
    part_time: 'Part time',
    contract: 'Contract',
    temporary: 'Temporary',
    intern: 'Intern',
    female: 'Female',
    male: 'Male',
    other: 'Other',
    undisclosed: 'Undisclosed',
    under_1: 'Under 1 year',
    '1_to_3': '1 to 3 years',
    '3_to_5': '3 to 5 years',
    '5_to_10': '5 to 10 years',
    '10_plus': '10 years or more',
  },
  chrome: { generated: 'Generated {date}', page: 'Page {page} of {total}' },
  details: { section: 'Section', field: 'Field', value: 'Value' },
  sections: {
    profile: 'Job',
    contact: 'Contact',
    personal: 'Personal',
    sensitive: 'Sensitive',
    history: 'Job history',
    documents: 'Documents',
    team: 'Direct reports',
    termination: 'Termination',
    reason: 'Reason',
  },
};

const ae: Labels = {
  fields: {
    employeeNumber: 'الرقم الوظيفي',
    fullName: 'الاسم',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    preferredName: 'الاسم المفضل',
    workEmail: 'البريد الإلكتروني للعمل',
    personalEmail: 'البريد الإلكتروني الشخصي',
    workPhone: 'هاتف العمل',
    mobilePhone: 'الجوال',
    departmentName: 'القسم',
    designationName: 'المسمى الوظيفي',
    managerName: 'المدير',
    branchName: 'الفرع',
    workLocation: 'مكان العمل',
    hireDate: 'تاريخ التعيين',
    hireYear: 'سنة التعيين',
    hireMonth: 'شهر التعيين',
    tenureYears: 'سنوات الخدمة',
    tenureMonths: 'أشهر الخدمة',
    tenureBand: 'مدة الخدمة',
    status: 'الحالة',
    employmentType: 'نوع التوظيف',
    gender: 'الجنس',
    nationality: 'الجنسية',
    dateOfBirth: 'تاريخ الميلاد',
    birthday: 'عيد الميلاد',
    birthMonth: 'شهر الميلاد',
    anniversary: 'ذكرى التعيين',
    anniversaryMonth: 'شهر الذكرى',
    terminationDate: 'تاريخ انتهاء الخدمة',
    terminationMonth: 'شهر انتهاء الخدمة',
    departmentId: 'معرف القسم',
    designationId: 'معرف المسمى',
    managerId: 'معرف المدير',
    branchId: 'معرف الفرع',
    salaryAmount: 'الراتب',
    salaryCurrency: 'عملة الراتب',
    salaryFrequency: 'دورية الدفع',
    bankName: 'البنك',
    iban: 'رقم الآيبان',
    nationalIdType: 'نوع الهوية',
    nationalIdNumber: 'رقم الهوية',
    nationalIdExpiresOn: 'انتهاء الهوية',
    bloodType: 'فصيلة الدم',
    count: 'الموظفون',
  },
  reports: {
    'headcount-by-department': 'عدد الموظفين حسب القسم',
    'headcount-by-designation': 'عدد الموظفين حسب المسمى الوظيفي',
    'joiners-by-month': 'المنضمون حسب الشهر',
    'leavers-by-month': 'المغادرون حسب الشهر',
    birthdays: 'أعياد الميلاد',
    'work-anniversaries': 'ذكرى التعيين',
    'contact-directory': 'دليل الاتصال',
    'employee-list': 'قائمة الموظفين',
    tenure: 'مدة الخدمة',
    custom: 'تقرير',
    'employee-details': 'بيانات الموظف',
  },
  values: {
    invited: 'مدعو',
    active: 'نشط',
    on_leave: 'في إجازة',
    terminated: 'منتهية خدمته',
    full_time: 'دوام كامل',
    part_time: 'دوام جزئي',
    contract: 'عقد',
    temporary: 'مؤقت',
    intern: 'متدرب',
    female: 'أنثى',
    male: 'ذكر',
    other: 'آخر',
    undisclosed: 'غير مُصرّح',
    under_1: 'أقل من سنة',
    '1_to_3': 'من سنة إلى 3 سنوات',
    '3_to_5': 'من 3 إلى 5 سنوات',
    '5_to_10': 'من 5 إلى 10 سنوات',
    '10_plus': '10 سنوات أو أكثر',
  },
  chrome: { generated: 'أُنشئ في {date}', page: 'صفحة {page} من {total}' },
  details: { section: 'الجزء', field: 'الحقل', value: 'القيمة' },
  sections: {
    profile: 'الوظيفة',
    contact: 'الاتصال',
    personal: 'البيانات الشخصية',
    sensitive: 'بيانات حساسة',
    history: 'السجل الوظيفي',
    documents: 'المستندات',
    team: 'المرؤوسون المباشرون',
    termination: 'انتهاء الخدمة',
    reason: 'السبب',
  },
};

const byLanguage: Record<string, Labels> = { en, ae };

export type ExportLanguage = { code: string; labels: Labels; direction: 'ltr' | 'rtl' };

/**
 * The language of an export: `?lng=` first (the app's codes: `ae` is Arabic), then the
 * Accept-Language header (`ar` is Arabic), then English.
 */
export function exportLanguage(lng: string | undefined, acceptLanguage: string | undefined): ExportLanguage {
  const wanted = (lng ?? acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? 'en').toLowerCase().split('-')[0]!;
  const code = wanted === 'ar' ? 'ae' : wanted || 'en';
  return { code, labels: byLanguage[code] ?? en, direction: code === 'ae' ? 'rtl' : 'ltr' };
}
