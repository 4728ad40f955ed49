/**
 * The demo company's people, generated deterministically (same output on every machine), so the
 * seed, the README's demo sign-ins and the tests agree. Pure data: the seed maps it onto tables.
 */

export type DemoDepartment = { key: string; name: string; parentKey: string | null; expectedArrival: string };
export type DemoDesignation = { key: string; name: string; departmentKey: string; reportsToKey: string | null };
export type DemoRole = 'owner' | 'hr_admin' | 'manager' | 'employee';
export type DemoEmployee = {
  key: string;
  firstName: string;
  lastName: string;
  gender: 'female' | 'male';
  nationality: string;
  dateOfBirth: string;
  hireDate: string;
  departmentKey: string;
  designationKey: string;
  managerKey: string | null;
  employmentType: 'full_time' | 'part_time' | 'contract';
  workEmail: string;
  mobilePhone: string;
  salaryMonthlyAed: number;
  /** Set for the four people the README lists as demo sign-ins. */
  demoRole?: DemoRole;
};

export const DEMO_EMAIL_DOMAIN = 'meridiancrest.example';

export const demoDepartments: DemoDepartment[] = [
  { key: 'exec', name: 'Executive Office', parentKey: null, expectedArrival: '08:30' },
  { key: 'hr', name: 'Human Resources', parentKey: 'exec', expectedArrival: '08:30' },
  { key: 'fin', name: 'Finance', parentKey: 'exec', expectedArrival: '08:30' },
  { key: 'sales', name: 'Sales', parentKey: 'exec', expectedArrival: '09:00' },
  { key: 'mkt', name: 'Marketing', parentKey: 'sales', expectedArrival: '09:00' },
  { key: 'ops', name: 'Operations', parentKey: 'exec', expectedArrival: '08:00' },
  { key: 'it', name: 'Information Technology', parentKey: 'ops', expectedArrival: '09:00' },
  { key: 'cs', name: 'Customer Service', parentKey: 'ops', expectedArrival: '08:00' },
];

export const demoDesignations: DemoDesignation[] = [
  { key: 'ceo', name: 'Chief Executive Officer', departmentKey: 'exec', reportsToKey: null },
  { key: 'ea', name: 'Executive Assistant', departmentKey: 'exec', reportsToKey: 'ceo' },
  { key: 'hr_mgr', name: 'HR Manager', departmentKey: 'hr', reportsToKey: null },
  { key: 'hr_spec', name: 'HR Specialist', departmentKey: 'hr', reportsToKey: 'hr_mgr' },
  { key: 'recruiter', name: 'Talent Acquisition Partner', departmentKey: 'hr', reportsToKey: 'hr_mgr' },
  { key: 'cfo', name: 'Finance Director', departmentKey: 'fin', reportsToKey: null },
  { key: 'accountant', name: 'Accountant', departmentKey: 'fin', reportsToKey: 'cfo' },
  { key: 'payroll', name: 'Payroll Officer', departmentKey: 'fin', reportsToKey: 'cfo' },
  { key: 'sales_dir', name: 'Sales Director', departmentKey: 'sales', reportsToKey: null },
  { key: 'sales_mgr', name: 'Regional Sales Manager', departmentKey: 'sales', reportsToKey: 'sales_dir' },
  { key: 'sales_rep', name: 'Account Executive', departmentKey: 'sales', reportsToKey: 'sales_mgr' },
  { key: 'mkt_mgr', name: 'Marketing Manager', departmentKey: 'mkt', reportsToKey: null },
  { key: 'mkt_spec', name: 'Digital Marketing Specialist', departmentKey: 'mkt', reportsToKey: 'mkt_mgr' },
  { key: 'ops_mgr', name: 'Operations Manager', departmentKey: 'ops', reportsToKey: null },
  { key: 'logistics', name: 'Logistics Coordinator', departmentKey: 'ops', reportsToKey: 'ops_mgr' },
  { key: 'it_lead', name: 'IT Lead', departmentKey: 'it', reportsToKey: null },
  { key: 'developer', name: 'Software Developer', departmentKey: 'it', reportsToKey: 'it_lead' },
  { key: 'support_eng', name: 'IT Support Engineer', departmentKey: 'it', reportsToKey: 'it_lead' },
  { key: 'cs_lead', name: 'Customer Service Team Leader', departmentKey: 'cs', reportsToKey: null },
  { key: 'cs_agent', name: 'Customer Service Agent', departmentKey: 'cs', reportsToKey: 'cs_lead' },
];

/** [first name, last name, gender, nationality] — a mix typical of a Gulf trading company. */
const people: [string, string, 'female' | 'male', string][] = [
  ['Omar', 'Al Mansoori', 'male', 'AE'],
  ['Layla', 'Haddad', 'female', 'LB'],
  ['Priya', 'Raman', 'female', 'IN'],
  ['Daniel', 'Whitfield', 'male', 'GB'],
  ['Mariam', 'Al Suwaidi', 'female', 'AE'],
  ['Karim', 'Nasser', 'male', 'EG'],
  ['Sofia', 'Martínez', 'female', 'ES'],
  ['Rahul', 'Menon', 'male', 'IN'],
  ['Aisha', 'Qureshi', 'female', 'PK'],
  ['Jose', 'Dela Cruz', 'male', 'PH'],
  ['Hana', 'Sato', 'female', 'JP'],
  ['Youssef', 'El Amrani', 'male', 'MA'],
  ['Elena', 'Petrova', 'female', 'RU'],
  ['Tariq', 'Farouk', 'male', 'JO'],
  ['Chloé', 'Dubois', 'female', 'FR'],
  ['Wei', 'Zhang', 'male', 'CN'],
  ['Fatima', 'Al Hashimi', 'female', 'AE'],
  ['Arjun', 'Pillai', 'male', 'IN'],
  ['Noura', 'Al Qasimi', 'female', 'AE'],
  ['Marco', 'Rossi', 'male', 'IT'],
  ['Grace', 'Santos', 'female', 'PH'],
  ['Bilal', 'Chaudhry', 'male', 'PK'],
  ['Ingrid', 'Larsen', 'female', 'DK'],
  ['Hassan', 'Ibrahim', 'male', 'SD'],
  ['Reem', 'Khalil', 'female', 'SY'],
  ['Thomas', 'Becker', 'male', 'DE'],
  ['Ananya', 'Iyer', 'female', 'IN'],
  ['Mehmet', 'Yilmaz', 'male', 'TR'],
  ['Salma', 'Benali', 'female', 'TN'],
  ['Kenji', 'Watanabe', 'male', 'JP'],
  ['Dina', 'Mahmoud', 'female', 'EG'],
  ['Lucas', 'Oliveira', 'male', 'BR'],
  ['Zainab', 'Hussain', 'female', 'IQ'],
  ['Nikos', 'Papadopoulos', 'male', 'GR'],
  ['Maya', 'Fernandes', 'female', 'IN'],
  ['Khalid', 'Al Nuaimi', 'male', 'AE'],
  ['Anna', 'Kowalska', 'female', 'PL'],
  ['Samuel', 'Okafor', 'male', 'NG'],
  ['Lina', 'Saleh', 'female', 'PS'],
  ['Erik', 'Svensson', 'male', 'SE'],
  ['Rania', 'Aziz', 'female', 'JO'],
  ['Imran', 'Shaikh', 'male', 'IN'],
  ['Camille', 'Laurent', 'female', 'FR'],
  ['Ahmed', 'Rashid', 'male', 'BH'],
  ['Mei', 'Lin', 'female', 'CN'],
  ['Faisal', 'Al Zaabi', 'male', 'AE'],
  ['Joanna', 'Reyes', 'female', 'PH'],
  ['Sergei', 'Ivanov', 'male', 'RU'],
  ['Yasmin', 'Darwish', 'female', 'LB'],
  ['Vikram', 'Singh', 'male', 'IN'],
  ['Eszter', 'Nagy', 'female', 'HU'],
  ['Mustafa', 'Kaya', 'male', 'TR'],
  ['Hiba', 'Mansour', 'female', 'EG'],
  ['Paulo', 'Costa', 'male', 'PT'],
  ['Sara', 'Al Blooshi', 'female', 'AE'],
  ['Ravi', 'Krishnan', 'male', 'IN'],
  ['Nadia', 'Yousef', 'female', 'JO'],
  ['Oliver', 'Grant', 'male', 'GB'],
  ['Amal', 'Saeed', 'female', 'OM'],
  ['Ali', 'Haider', 'male', 'PK'],
];

/** Who holds which designation (indexes into `people`), managers first. */
const staffing: [string, number[]][] = [
  ['ceo', [0]],
  ['ea', [20]],
  ['hr_mgr', [1]],
  ['hr_spec', [8, 40]],
  ['recruiter', [14]],
  ['cfo', [3]],
  ['accountant', [5, 31, 50]],
  ['payroll', [23]],
  ['sales_dir', [4]],
  ['sales_mgr', [7, 13]],
  ['sales_rep', [9, 15, 21, 27, 33, 39, 45, 51, 57]],
  ['mkt_mgr', [6]],
  ['mkt_spec', [26, 42, 48]],
  ['ops_mgr', [11]],
  ['logistics', [17, 29, 35, 53]],
  ['it_lead', [25]],
  ['developer', [2, 19, 30, 37, 47]],
  ['support_eng', [41, 49]],
  ['cs_lead', [16]],
  ['cs_agent', [10, 12, 18, 22, 24, 28, 32, 34, 36, 38, 43, 44, 46, 52, 54, 55, 56, 58, 59]],
];

/** Small deterministic generator (mulberry32) so every machine seeds the same people. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

const baseSalary: Record<string, number> = {
  ceo: 85000,
  ea: 14000,
  hr_mgr: 38000,
  hr_spec: 18000,
  recruiter: 17000,
  cfo: 55000,
  accountant: 16000,
  payroll: 15000,
  sales_dir: 52000,
  sales_mgr: 32000,
  sales_rep: 15000,
  mkt_mgr: 30000,
  mkt_spec: 14500,
  ops_mgr: 36000,
  logistics: 12000,
  it_lead: 40000,
  developer: 24000,
  support_eng: 13000,
  cs_lead: 16000,
  cs_agent: 9000,
};

/**
 * The 60 demo employees relative to `today`: birthdays spread over every month, hire dates from
 * 2012 up to a few weeks ago (so anniversaries and a recent joiner exist).
 */
export function demoEmployees(today: Date): DemoEmployee[] {
  const rnd = random(20261121);
  const designationOf = new Map(demoDesignations.map((d) => [d.key, d]));
  const holders = new Map<string, string[]>();
  const result: DemoEmployee[] = [];
  for (const [designationKey, indexes] of staffing) {
    const designation = designationOf.get(designationKey)!;
    for (const [n, index] of indexes.entries()) {
      const [firstName, lastName, gender, nationality] = people[index]!;
      const key = `e${String(index).padStart(2, '0')}`;
      // Managers: the holder of the "reports to" designation (spread over several holders), or
      // for a department's top designation, the top of the parent department.
      let managerKey: string | null;
      if (designation.reportsToKey) {
        const bosses = holders.get(designation.reportsToKey) ?? [];
        managerKey = bosses[n % Math.max(1, bosses.length)] ?? null;
      } else {
        const department = demoDepartments.find((d) => d.key === designation.departmentKey)!;
        const parentTop = department.parentKey
          ? demoDesignations.find((d) => d.departmentKey === department.parentKey && !d.reportsToKey)
          : null;
        managerKey = parentTop ? (holders.get(parentTop.key)?.[0] ?? null) : null;
      }
      const month = index % 12;
      const birthYear = today.getUTCFullYear() - 24 - Math.floor(rnd() * 34);
      const dateOfBirth = new Date(Date.UTC(birthYear, month, 1 + Math.floor(rnd() * 28)));
      const yearsAgo = index === 59 ? 0 : Math.floor(rnd() * 14);
      const hire = new Date(Date.UTC(today.getUTCFullYear() - yearsAgo, Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)));
      const hireDate = hire > today ? new Date(today.getTime() - 21 * 86_400_000) : hire;
      const employee: DemoEmployee = {
        key,
        firstName,
        lastName,
        gender,
        nationality,
        dateOfBirth: isoDate(dateOfBirth),
        hireDate: isoDate(hireDate),
        departmentKey: designation.departmentKey,
        designationKey,
        managerKey,
        employmentType: index % 17 === 0 && index > 0 ? 'contract' : index % 23 === 0 && index > 0 ? 'part_time' : 'full_time',
        workEmail: `${slug(firstName)}.${slug(lastName)}@${DEMO_EMAIL_DOMAIN}`,
        mobilePhone: `+971 5${Math.floor(rnd() * 9)} ${String(Math.floor(rnd() * 9_000_000) + 1_000_000).replace(/(\d{3})(\d{4})/, '$1 $2')}`,
        salaryMonthlyAed: Math.round((baseSalary[designationKey]! * (0.9 + rnd() * 0.25)) / 50) * 50,
      };
      holders.set(designationKey, [...(holders.get(designationKey) ?? []), key]);
      result.push(employee);
    }
  }
  const roleOf: Record<string, DemoRole> = { e00: 'owner', e01: 'hr_admin', e07: 'manager', e09: 'employee' };
  for (const e of result) if (roleOf[e.key]) e.demoRole = roleOf[e.key];
  return result;
}
