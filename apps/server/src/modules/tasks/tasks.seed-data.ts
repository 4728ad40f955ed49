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

export const COMPANY_TASKS = [
  'Complete the annual compliance training',
  'Update your emergency contact details',
  'Review the department budget lines',
  'Submit the quarterly expense reconciliation',
  'Prepare the handover notes for the audit',
  'Confirm your leave plan for the holidays',
];
