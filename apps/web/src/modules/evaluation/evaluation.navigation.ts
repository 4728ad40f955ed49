import type { ModuleNavigation } from '../../shared/lib/registry';

/** evaluation: menu entries and voice phrases (loaded with the default layout, not on the sign-in page). */
export const evaluationNavigation: ModuleNavigation = {
  menu: [
    {
      group: 'evaluation',
      path: '/company_policies',
      label: 'evaluation:screens.policies',
      order: 0,
      permission: 'evaluation.policies:read',
    },
    { group: 'evaluation', path: '/create_contest', label: 'evaluation:screens.contest', order: 1, permission: 'evaluation.contests:read' },
    {
      group: 'evaluation',
      path: '/performance_matric',
      label: 'evaluation:screens.performanceMetric',
      order: 2,
      permission: 'performance.matrix:read',
    },
    {
      group: 'evaluation',
      path: '/step_evaluation',
      label: 'evaluation:screens.setupEvaluation',
      order: 3,
      permission: 'evaluation.templates:read',
    },
    {
      group: 'evaluation',
      path: '/view_overall_all_forms',
      label: 'evaluation:screens.evaluation360',
      order: 4,
      permission: 'evaluation.submissions:read',
    },
    {
      group: 'evaluation',
      path: '/view_manager_all_forms',
      label: 'evaluation:screens.managerEvaluation',
      order: 5,
      permission: 'evaluation.submissions:read',
    },
    {
      group: 'evaluation',
      path: '/view_engagement_all_forms',
      label: 'evaluation:screens.engagementEvaluation',
      order: 6,
      permission: 'evaluation.submissions:read',
    },
    {
      group: 'evaluation',
      path: '/view_satisfaction_all_forms',
      label: 'evaluation:screens.satisfactionEvaluation',
      order: 7,
      permission: 'evaluation.submissions:read',
    },
    {
      group: 'evaluation',
      path: '/view_all_forms',
      label: 'evaluation:screens.selfEvaluation',
      order: 8,
      permission: 'evaluation.submissions:read',
    },
  ],
  voice: {
    '/company_policies': ['company policies', 'policies', 'policy'],
    '/create_contest': ['contest', 'contests', 'create contest'],
    '/performance_matric': ['performance matrix', 'performance matric', 'performance metric', 'performance metrics', 'scoring weights'],
    '/step_evaluation': ['setup evaluation', 'set up evaluation', 'evaluation setup', 'evaluation forms', 'form builder', 'evaluations'],
    '/view_overall_all_forms': ['submit 360 evaluation', '360 evaluation', 'three sixty evaluation', '360 feedback', 'overall evaluation'],
    '/view_manager_all_forms': ['submit manager evaluation', 'manager evaluation', 'manager review'],
    '/view_engagement_all_forms': ['submit engagement evaluation', 'engagement evaluation', 'engagement survey', 'engagement'],
    '/view_satisfaction_all_forms': ['submit satisfaction evaluation', 'satisfaction evaluation', 'satisfaction survey', 'satisfaction'],
    '/view_all_forms': ['submit self evaluation', 'self evaluation', 'self assessment', 'my evaluation'],
  },
};
