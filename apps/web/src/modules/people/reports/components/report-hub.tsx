import type { ReportHub as Hub, StandardReportKey } from '@hcims/contracts/people';
import {
  AlarmClock,
  Cake,
  CalendarClock,
  CalendarRange,
  ChevronRight,
  Contact,
  FileText,
  Hourglass,
  LayoutList,
  ListChecks,
  type LucideIcon,
  Receipt,
  UserMinus,
  UserPlus,
  UserSquare2,
  Users,
  Wrench,
} from 'lucide-react';
import { Link } from '../../../../shared/lib/router';
import { useTranslation } from '../../../../shared/lib/use-translation';

const ICONS: Record<string, LucideIcon> = {
  'headcount-by-department': Users,
  'headcount-by-designation': LayoutList,
  tenure: Hourglass,
  'joiners-by-month': UserPlus,
  'leavers-by-month': UserMinus,
  birthdays: Cake,
  'work-anniversaries': CalendarClock,
  'contact-directory': Contact,
  'employee-list': FileText,
  'employee-details': UserSquare2,
  'lateness-this-month': AlarmClock,
  'leave-taken-this-year': CalendarRange,
  'claims-by-category': Receipt,
  'task-completion-by-department': ListChecks,
  builder: Wrench,
};

const CATEGORY_ORDER = [
  'headcount',
  'movement',
  'celebrations',
  'directory',
  'profile',
  'attendance',
  'leave',
  'expenses',
  'tasks',
  'custom',
] as const;

const tileClass =
  'group flex h-full items-start gap-3 rounded-xl border border-line bg-surface p-4 text-start shadow-sm transition hover:border-primary hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2';

/** The hub's catalogue: ready-made reports by category, the employee details report and the builder. */
export function ReportCatalogue({ hub, onOpen, canBuild }: { hub: Hub; onOpen: (key: StandardReportKey) => void; canBuild: boolean }) {
  const { t } = useTranslation('people');
  const categories = CATEGORY_ORDER.map((category) => ({
    category,
    entries: hub.reports.filter((r) => r.category === category && (r.kind !== 'builder' || canBuild)),
  })).filter((c) => c.entries.length > 0);

  return (
    <div className="flex flex-col gap-6" data-testid="report-catalogue">
      {categories.map(({ category, entries }) => (
        <section key={category} aria-labelledby={`cat-${category}`}>
          <h2 id={`cat-${category}`} className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t(`reports.categories.${category}`)}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {entries.map((entry) => {
              const Icon = ICONS[entry.key] ?? FileText;
              const body = (
                <>
                  <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-ink" aria-hidden="true">
                    <Icon className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{t(`reports.standard.${entry.key}.title`)}</span>
                    <span className="mt-0.5 block text-sm text-ink-muted">{t(`reports.standard.${entry.key}.description`)}</span>
                  </span>
                  <ChevronRight
                    className="mt-2 size-4 shrink-0 text-ink-muted transition group-hover:text-primary-ink rtl:-scale-x-100"
                    aria-hidden="true"
                  />
                </>
              );
              return (
                <li key={entry.key}>
                  {entry.kind === 'standard' ? (
                    <button
                      type="button"
                      className={`${tileClass} w-full`}
                      onClick={() => onOpen(entry.key as StandardReportKey)}
                      data-testid={`hub-${entry.key}`}
                    >
                      {body}
                    </button>
                  ) : (
                    <Link
                      to={entry.kind === 'builder' ? '/config_reports' : '/report-employee-details'}
                      className={tileClass}
                      data-testid={`hub-${entry.key}`}
                    >
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
