import type { TaskPriority, TaskStatus } from '@hcims/contracts/tasks';

/** The demo tasks' wording and timing (days relative to the company's today). */

export type Plan = {
  name: string;
  instructions: string;
  weight: number;
  priority: TaskPriority;
  start: number;
  due: number;
  status: TaskStatus;
  progress: number;
};

export const EMPLOYEE_TASKS: Plan[] = [
  {
    name: 'Update the customer onboarding checklist',
    instructions: 'Add the new KYC steps from Compliance.\nShare the draft with the team lead.',
    weight: 4,
    priority: 'medium',
    start: -20,
    due: -10,
    status: 'completed',
    progress: 100,
  },
  {
    name: 'Prepare the Q4 ticket backlog summary',
    instructions: 'Group open tickets by product and age.',
    weight: 6,
    priority: 'high',
    start: -12,
    due: -2,
    status: 'in_progress',
    progress: 60,
  },
  {
    name: 'Shadow a senior agent on escalations',
    instructions: 'Two sessions this week; note the hand-over steps.',
    weight: 3,
    priority: 'medium',
    start: -3,
    due: 4,
    status: 'in_progress',
    progress: 30,
  },
  {
    name: 'Complete the data protection refresher',
    instructions: 'Online course, about 45 minutes.',
    weight: 2,
    priority: 'urgent',
    start: -1,
    due: 2,
    status: 'pending',
    progress: 0,
  },
  {
    name: 'Draft FAQ answers for the new billing portal',
    instructions: 'Ten questions customers asked most in October.',
    weight: 5,
    priority: 'low',
    start: 3,
    due: 14,
    status: 'pending',
    progress: 0,
  },
  {
    name: 'Call back the Al Noor Trading complaint',
    instructions: 'Issue resolved by Finance; no call needed.',
    weight: 2,
    priority: 'high',
    start: -15,
    due: -13,
    status: 'cancelled',
    progress: 20,
  },
];

export const TEAM_TASKS: Omit<Plan, 'name'>[] = [
  {
    instructions: 'Review the open items and agree next steps.',
    weight: 5,
    priority: 'high',
    start: -25,
    due: -15,
    status: 'completed',
    progress: 100,
  },
  {
    instructions: 'Collect the figures and send the summary to the manager.',
    weight: 3,
    priority: 'medium',
    start: -9,
    due: -3,
    status: 'in_progress',
    progress: 45,
  },
  {
    instructions: 'Plan it with the people involved; keep notes.',
    weight: 4,
    priority: 'medium',
    start: -2,
    due: 6,
    status: 'pending',
    progress: 0,
  },
  {
    instructions: 'Finish and hand over before the month closes.',
    weight: 7,
    priority: 'urgent',
    start: -6,
    due: 1,
    status: 'in_progress',
    progress: 70,
  },
];
export const TEAM_NAMES = [
  'Weekly pipeline review',
  'Monthly report for the manager',
  'Customer visit plan',
  'Close the open purchase orders',
  'Refresh the team wiki',
  'Prepare the training session',
];

/** One-off tasks of the wider company (the volume behind the company dashboard), with their instructions. */
export const VOLUME_TASKS: { name: string; instructions: string }[] = [
  { name: 'Complete the annual compliance training', instructions: 'Online course; upload the certificate to your profile.' },
  { name: 'Update your emergency contact details', instructions: 'Two contacts, one of them outside the UAE.' },
  { name: 'Review the department budget lines', instructions: 'Flag any line more than 10% above plan.' },
  { name: 'Submit the quarterly expense reconciliation', instructions: 'Match every card payment to a receipt.' },
  { name: 'Prepare the handover notes for the audit', instructions: 'One page per process, with the owner named.' },
  { name: 'Confirm your leave plan for the holidays', instructions: 'Agree it with your manager first.' },
  { name: 'Renew the supplier contract for cleaning services', instructions: 'Compare two quotes before signing.' },
  { name: 'Archive last year’s project files', instructions: 'Move them to the archive drive and keep the index.' },
  { name: 'Draft the job description for the open position', instructions: 'Use the template on the HR page.' },
  { name: 'Test the new VPN client on your laptop', instructions: 'Report anything that stops working.' },
  { name: 'Check the fire extinguishers on your floor', instructions: 'Note the expiry date of each one.' },
  { name: 'Write the monthly status report', instructions: 'Results, risks and next month’s plan.' },
  { name: 'Collect the customer feedback forms', instructions: 'Scan them and share the summary.' },
  { name: 'Plan the team offsite', instructions: 'Venue, agenda and budget for one day.' },
  { name: 'Clean up the shared contacts list', instructions: 'Remove duplicates and people who left.' },
  { name: 'Translate the product sheet into Arabic', instructions: 'Keep the layout of the English one.' },
  { name: 'Reconcile the stock count with the system', instructions: 'Explain every difference above 2%.' },
  { name: 'Prepare the slides for the quarterly review', instructions: 'Ten slides at most.' },
];

/** Notes of the progress updates, from the first step to the end. */
export const PROGRESS_NOTES = {
  started: ['Started.', 'Picked it up today.', 'First draft under way.', 'Gathering what I need.'],
  going: ['Half-way, on track.', 'Waiting for one answer, the rest is done.', 'Most of it done.', 'Reviewed with my manager.'],
  completed: ['Done and shared.', 'Finished and filed.', 'Completed, see the shared folder.', 'Done.'],
  cancelled: ['No longer needed.', 'Replaced by a new request.', 'Stopped by the manager.'],
};

export const COMMENTS = [
  'Can you share the draft before Thursday?',
  'I added the missing figures to the sheet.',
  'Thanks, this looks good.',
  'Please check the second section again.',
  'I will be out tomorrow; I will finish it on Monday.',
  'The template is in the shared folder.',
];

/** Recurring series of the wider company: what, how often, and which department's person does it. */
export const VOLUME_SERIES: {
  name: string;
  instructions: string;
  /** The department whose first person (by name) does it. */
  department: string;
  frequency: 'daily' | 'weekly' | 'monthly';
  weekdays: number[];
  monthDay: number | null;
  /** Days before today the series started. */
  startedDaysAgo: number;
  durationDays: number;
  priority: TaskPriority;
  weight: number;
}[] = [
  {
    name: 'Open the front desk and check the visitor log',
    department: 'Operations',
    instructions: 'Before 9 am: visitor badges, parcels and the meeting rooms.',
    frequency: 'daily',
    weekdays: [],
    monthDay: null,
    startedDaysAgo: 42,
    durationDays: 0,
    priority: 'medium',
    weight: 1,
  },
  {
    name: 'Back up the finance shared drive',
    department: 'Information Technology',
    instructions: 'Run the backup job and check the log for errors.',
    frequency: 'weekly',
    weekdays: [1, 4],
    monthDay: null,
    startedDaysAgo: 84,
    durationDays: 0,
    priority: 'high',
    weight: 2,
  },
  {
    name: 'Send the weekly marketing newsletter',
    department: 'Marketing',
    instructions: 'Three stories and one offer; send it by noon.',
    frequency: 'weekly',
    weekdays: [3],
    monthDay: null,
    startedDaysAgo: 77,
    durationDays: 1,
    priority: 'medium',
    weight: 3,
  },
  {
    name: 'Run the payroll pre-check',
    department: 'Human Resources',
    instructions: 'New joiners, leavers and allowance changes of the month.',
    frequency: 'monthly',
    weekdays: [],
    monthDay: 1,
    startedDaysAgo: 95,
    durationDays: 3,
    priority: 'urgent',
    weight: 6,
  },
  {
    name: 'Reconcile the petty cash',
    department: 'Finance',
    instructions: 'Count the box and match it to the receipts.',
    frequency: 'monthly',
    weekdays: [],
    monthDay: 25,
    startedDaysAgo: 95,
    durationDays: 2,
    priority: 'high',
    weight: 4,
  },
];
