import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';
import { notAvailableScreen } from '../../shared/ui/not-available';

const ns = 'evaluation';
const load = notAvailableScreen;

/** Policies, contests, performance metric, evaluation forms and their submission. */
export const evaluationRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'policies', '/company_policies', {
      load,
      permission: 'evaluation.policies:read',
    }),
    defineScreen(ns, 'contest', '/create_contest', {
      load,
      permission: 'evaluation.contests:read',
    }),
    defineScreen(ns, 'performanceMetric', '/performance_matric', {
      load,
      permission: 'performance.matrix:read',
    }),
    defineScreen(ns, 'setupEvaluation', '/step_evaluation', {
      load,
      permission: 'evaluation.templates:read',
    }),
    defineScreen(ns, 'evaluation360', '/view_overall_all_forms', {
      load,
      permission: 'evaluation.submissions:read',
    }),
    defineScreen(ns, 'managerEvaluation', '/view_manager_all_forms', {
      load,
      permission: 'evaluation.submissions:read',
    }),
    defineScreen(ns, 'engagementEvaluation', '/view_engagement_all_forms', {
      load,
      permission: 'evaluation.submissions:read',
    }),
    defineScreen(ns, 'satisfactionEvaluation', '/view_satisfaction_all_forms', {
      load,
      permission: 'evaluation.submissions:read',
    }),
    defineScreen(ns, 'selfEvaluation', '/view_all_forms', {
      load,
      permission: 'evaluation.submissions:read',
    }),
  ],
};
