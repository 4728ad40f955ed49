import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';
import { notAvailableScreen } from '../../shared/ui/not-available';

const ns = 'training';
const load = notAvailableScreen;

/** Courses, assignments, question bank, quizzes and results (labels from PRODUCT.md). */
export const trainingRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'assessment', '/training_assessment', {
      load,
      permission: 'training.assignments:read',
    }),
    defineScreen(ns, 'createTraining', '/create_training', {
      load,
      permission: 'training.courses:create',
    }),
    defineScreen(ns, 'assignTraining', '/assign_training', {
      load,
      permission: 'training.assignments:create',
    }),
    defineScreen(ns, 'questionBank', '/create-questions', {
      load,
      permission: 'training.quizzes:create',
    }),
    defineScreen(ns, 'quizResults', '/view_results', {
      load,
      permission: 'training.results:read',
    }),
    defineScreen(ns, 'createQuiz', '/create-quiz', {
      load,
      permission: 'training.quizzes:create',
    }),
    defineScreen(ns, 'submitQuiz', '/submit-quiz', {
      load,
      permission: 'training.quizzes:read',
    }),
  ],
};
