import i18next from 'i18next';
import access from '../../public/locales/en/access.json';
import common from '../../public/locales/en/common.json';
import evaluation from '../../public/locales/en/evaluation.json';
import identity from '../../public/locales/en/identity.json';
import org from '../../public/locales/en/org.json';
import payroll from '../../public/locales/en/payroll.json';
import people from '../../public/locales/en/people.json';
import performance from '../../public/locales/en/performance.json';
import routines from '../../public/locales/en/routines.json';
import shell from '../../public/locales/en/shell.json';
import tasks from '../../public/locales/en/tasks.json';
import training from '../../public/locales/en/training.json';
import workspace from '../../public/locales/en/workspace.json';
import whatsapp from '../../public/locales/en/whatsapp.json';
import frShell from '../../public/locales/fr/shell.json';
import frRoutines from '../../public/locales/fr/routines.json';

/** i18next with the real English files (and a little French), for component tests. */
export async function initTestI18n(lng = 'en'): Promise<typeof i18next> {
  const en = {
    access,
    common,
    evaluation,
    identity,
    org,
    payroll,
    people,
    performance,
    routines,
    shell,
    tasks,
    training,
    workspace,
    whatsapp,
  };
  if (!i18next.isInitialized) {
    await i18next.init({
      lng,
      fallbackLng: 'en',
      defaultNS: 'common',
      fallbackNS: 'common',
      ns: Object.keys(en),
      resources: { en, fr: { shell: frShell, routines: frRoutines } },
      interpolation: { escapeValue: false },
    });
  } else if (i18next.language !== lng) {
    await i18next.changeLanguage(lng);
  }
  return i18next;
}
