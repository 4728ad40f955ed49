import type { ModuleNavigation } from '../../shared/lib/registry';

/** training: menu entries and voice phrases (loaded with the default layout, not on the sign-in page). */
export const trainingNavigation: ModuleNavigation = {
  menu: [
    {
      group: 'training',
      path: '/training_assessment',
      label: 'training:screens.assessment',
      order: 0,
      permission: 'training.assignments:read',
    },
    {
      group: 'training',
      path: '/create_training',
      label: 'training:screens.createTraining',
      order: 1,
      permission: 'training.courses:create',
    },
    {
      group: 'training',
      path: '/assign_training',
      label: 'training:screens.assignTraining',
      order: 2,
      permission: 'training.assignments:create',
    },
    {
      group: 'training',
      path: '/create-questions',
      label: 'training:screens.questionBank',
      order: 3,
      permission: 'training.quizzes:create',
    },
    { group: 'training', path: '/view_results', label: 'training:screens.quizResults', order: 4, permission: 'training.results:read' },
    { group: 'training', path: '/create-quiz', label: 'training:screens.createQuiz', order: 5, permission: 'training.quizzes:create' },
    { group: 'training', path: '/submit-quiz', label: 'training:screens.submitQuiz', order: 6, permission: 'training.quizzes:read' },
  ],
  voice: {
    '/training_assessment': ['training assessment', 'my trainings', 'training progress', 'trainings', 'training'],
    '/create_training': ['create training', 'new training', 'create course', 'new course', 'courses'],
    '/assign_training': ['assign training', 'assign course', 'training assignments'],
    '/create-questions': ['question bank', 'create questions', 'add questions', 'questions'],
    '/view_results': ['quiz results', 'view results', 'results', 'certificates'],
    '/create-quiz': ['create quiz', 'new quiz', 'make a quiz', 'quizzes'],
    '/submit-quiz': ['submit quiz', 'take quiz', 'take a quiz', 'start quiz', 'quiz'],
  },
};
