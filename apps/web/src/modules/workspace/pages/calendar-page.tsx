import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatDate } from '../../../shared/lib/format';
import { intlLocale } from '../../../shared/lib/languages';
import { Link } from '../../../shared/lib/router';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { cn } from '../../../shared/lib/cn';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { LoadState } from '../../../shared/ui/load-state';
import { EmptyState, PageHeader } from '../../../shared/ui/table';
import { useCalendar, type CalendarData } from '../api';
import { CalendarSubscribe } from '../components/calendar-subscribe';
import { addDays, addMonths, firstDayOfWeek, isMonth, monthWeeks } from '../calendar-grid';
import { problemText, toProblem } from '../lib';

type CalendarEvent = CalendarData['events'][number];

const colours: Record<CalendarData['sources'][number]['colour'], string> = {
  blue: 'bg-blue-500/15 text-blue-800 dark:text-blue-200',
  green: 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-200',
  amber: 'bg-amber-500/20 text-amber-900 dark:text-amber-200',
  red: 'bg-red-500/15 text-red-800 dark:text-red-200',
  violet: 'bg-violet-500/15 text-violet-800 dark:text-violet-200',
  teal: 'bg-teal-500/15 text-teal-800 dark:text-teal-200',
};

const localMonth = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

/** `/calendar`: a month of every source the user may see (celebrations today; leave, tasks... as modules land). */
export function CalendarPage() {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language;
  const [params, setParams] = useQueryParams();
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : localMonth();
  const weeks = monthWeeks(month, firstDayOfWeek(intlLocale(lng)));
  const from = weeks[0]![0]!;
  const to = weeks.at(-1)!.at(-1)!;
  const calendar = useCalendar(from, to);
  const data = calendar.data;
  const { t: tm } = useTranslation(['workspace', ...new Set(data?.sources.map((s) => s.id.split('.')[0]!))]);
  const colourOf = new Map(data?.sources.map((s) => [s.id, colours[s.colour]]));
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of data?.events ?? [])
    for (let day = event.start < from ? from : event.start; day <= event.end && day <= to; day = addDays(day, 1))
      byDay.set(day, [...(byDay.get(day) ?? []), event]);
  const title = (e: CalendarEvent) => (e.titleKey ? tm(e.titleKey, e.titleValues) : e.title);
  const monthTitle = formatDate(`${month}-01`, lng, { month: 'long', year: 'numeric' });
  const inMonth = (day: string) => day.startsWith(month);
  const today = new Date().toLocaleDateString('en-CA');
  const monthEvents = (data?.events ?? []).filter((e) => e.end >= `${month}-01` && e.start <= `${month}-31`);

  return (
    <div className="mx-auto max-w-7xl" data-testid="workspace-calendar">
      <PageHeader
        title={t('calendar.title')}
        description={monthTitle}
        actions={
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => setParams({ month: addMonths(month, -1) })}
              aria-label={t('calendar.previous')}
            >
              <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
            <button type="button" className={buttonSecondary} onClick={() => setParams({ month: null })}>
              {t('calendar.today')}
            </button>
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => setParams({ month: addMonths(month, 1) })}
              aria-label={t('calendar.next')}
            >
              <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
          </div>
        }
      />
      <LoadState query={calendar} labels={{ loading: t('loading'), retry: t('retry'), error: (e) => problemText(t, toProblem(e)) }}>
        {data && data.sources.length > 0 && (
          <ul className="mb-3 flex flex-wrap gap-2" aria-label={t('calendar.sources')}>
            {data.sources.map((s) => (
              <li key={s.id} className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', colours[s.colour])}>
                {tm(s.labelKey)}
              </li>
            ))}
          </ul>
        )}
        {/* The month as a grid from tablets up; on phones, the month's events as a list. */}
        <table className="hidden w-full table-fixed border-collapse overflow-hidden rounded-xl border border-line bg-surface md:table">
          <caption className="sr-only">{monthTitle}</caption>
          <thead>
            <tr>
              {weeks[0]!.map((day) => (
                <th key={day} scope="col" className="border-b border-line px-2 py-2 text-xs font-medium text-ink-muted">
                  {formatDate(day, lng, { weekday: 'short' })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const events = byDay.get(day) ?? [];
                  return (
                    <td key={day} className={cn('h-28 border border-line p-1.5 align-top', !inMonth(day) && 'bg-surface-muted')}>
                      <span
                        className={cn(
                          'mb-1 inline-grid size-6 place-items-center rounded-full text-xs tabular-nums',
                          day === today ? 'bg-primary font-semibold text-primary-foreground' : inMonth(day) ? 'text-ink' : 'text-ink-muted',
                        )}
                        aria-label={formatDate(day, lng, { dateStyle: 'full' })}
                      >
                        {Number(day.slice(8))}
                      </span>
                      <ul className="flex flex-col gap-0.5">
                        {events.slice(0, 3).map((e) => (
                          <li key={`${e.source}-${e.id}`}>
                            <EventChip event={e} label={title(e)} colour={colourOf.get(e.source)} />
                          </li>
                        ))}
                        {events.length > 3 && (
                          <li className="px-1 text-xs text-ink-muted">{t('calendar.more', { count: events.length - 3 })}</li>
                        )}
                      </ul>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="md:hidden">
          {monthEvents.length === 0 ? (
            <EmptyState title={t('calendar.emptyTitle')} message={t('calendar.emptyMessage')} />
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface" data-testid="calendar-agenda">
              {monthEvents.map((e) => (
                <li key={`${e.source}-${e.id}`} className="flex items-center gap-3 px-3 py-2">
                  <span className="w-24 shrink-0 text-xs text-ink-muted tabular-nums">
                    {formatDate(e.start, lng, { weekday: 'short', day: 'numeric', month: 'short' })}
                  </span>
                  <EventChip event={e} label={title(e)} colour={colourOf.get(e.source)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </LoadState>
      <CalendarSubscribe />
    </div>
  );
}

function EventChip({ event, label, colour }: { event: CalendarEvent; label: string; colour: string | undefined }) {
  const className = cn('block truncate rounded px-1.5 py-0.5 text-xs font-medium', colour);
  return event.href ? (
    <Link to={event.href} className={cn(className, 'hover:underline')} title={label}>
      {label}
    </Link>
  ) : (
    <span className={className} title={label}>
      {label}
    </span>
  );
}
