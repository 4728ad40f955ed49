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
import {
  addDays,
  addMonths,
  calendarViews,
  firstDayOfWeek,
  isDay,
  isMonth,
  isView,
  monthWeeks,
  weekOf,
  type CalendarView,
} from '../calendar-grid';
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

const localDay = () => new Date().toLocaleDateString('en-CA');

/**
 * `/calendar`: every source the user may see, as a month grid, a week, a day or a list of the
 * month (`?view=`); month and list move by `?month=`, week and day by `?day=`.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language;
  const [params, setParams] = useQueryParams();
  const askedView = params.get('view');
  const view: CalendarView = isView(askedView) ? askedView : 'month';
  const askedMonth = params.get('month');
  const askedDay = params.get('day');
  const anchorDay = isDay(askedDay) ? askedDay : localDay();
  const month = isMonth(askedMonth) ? askedMonth : view === 'week' || view === 'day' ? anchorDay.slice(0, 7) : localMonth();
  const firstDay = firstDayOfWeek(intlLocale(lng));
  const weeks = monthWeeks(month, firstDay);
  const week = weekOf(anchorDay, firstDay);
  const [from, to] =
    view === 'week' ? [week[0]!, week[6]!] : view === 'day' ? [anchorDay, anchorDay] : [weeks[0]![0]!, weeks.at(-1)!.at(-1)!];
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
  const periodTitle =
    view === 'week'
      ? `${formatDate(week[0], lng, { day: 'numeric', month: 'short' })} – ${formatDate(week[6], lng, { day: 'numeric', month: 'short', year: 'numeric' })}`
      : view === 'day'
        ? formatDate(anchorDay, lng, { dateStyle: 'full' })
        : monthTitle;
  const inMonth = (day: string) => day.startsWith(month);
  const today = localDay();
  const monthEvents = (data?.events ?? []).filter((e) => e.end >= `${month}-01` && e.start <= `${month}-31`);
  const step = (by: number) =>
    view === 'week'
      ? setParams({ day: addDays(anchorDay, 7 * by), month: null })
      : view === 'day'
        ? setParams({ day: addDays(anchorDay, by), month: null })
        : setParams({ month: addMonths(month, by), day: null });
  const choose = (next: CalendarView) =>
    next === 'week' || next === 'day'
      ? setParams({ view: next, day: isDay(askedDay) ? askedDay : isMonth(askedMonth) ? `${askedMonth}-01` : null, month: null })
      : setParams({
          view: next === 'month' ? null : next,
          month: isMonth(askedMonth) ? askedMonth : isDay(askedDay) ? askedDay.slice(0, 7) : null,
          day: null,
        });
  const monthly = view === 'month' || view === 'list';

  const agenda = (events: CalendarEvent[], testId: string) =>
    events.length === 0 ? (
      <EmptyState title={t('calendar.emptyTitle')} message={t('calendar.emptyMessage')} />
    ) : (
      <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface" data-testid={testId}>
        {events.map((e) => (
          <li key={`${e.source}-${e.id}`} className="flex items-center gap-3 px-3 py-2">
            <span className="w-24 shrink-0 text-xs text-ink-muted tabular-nums">
              {formatDate(e.start, lng, { weekday: 'short', day: 'numeric', month: 'short' })}
            </span>
            <EventChip event={e} label={title(e)} colour={colourOf.get(e.source)} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-7xl" data-testid="workspace-calendar">
      <PageHeader
        title={t('calendar.title')}
        description={periodTitle}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <div role="group" aria-label={t('calendar.views.label')} className="flex gap-1">
              {calendarViews.map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  className={cn(buttonSecondary, view === v && 'bg-surface-muted font-semibold')}
                  onClick={() => choose(v)}
                >
                  {t(`calendar.views.${v}`)}
                </button>
              ))}
            </div>
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => step(-1)}
              aria-label={monthly ? t('calendar.previous') : t('calendar.views.previous')}
            >
              <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
            <button type="button" className={buttonSecondary} onClick={() => setParams({ month: null, day: null })}>
              {t('calendar.today')}
            </button>
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => step(1)}
              aria-label={monthly ? t('calendar.next') : t('calendar.views.next')}
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
        {view === 'month' && (
          <>
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
                {weeks.map((days) => (
                  <tr key={days[0]}>
                    {days.map((day) => {
                      const events = byDay.get(day) ?? [];
                      return (
                        <td key={day} className={cn('h-28 border border-line p-1.5 align-top', !inMonth(day) && 'bg-surface-muted')}>
                          <DayNumber day={day} today={today} muted={!inMonth(day)} lng={lng} />
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
            <div className="md:hidden">{agenda(monthEvents, 'calendar-agenda')}</div>
          </>
        )}
        {view === 'list' && agenda(monthEvents, 'calendar-list')}
        {view === 'week' && (
          <ol className="grid gap-2 md:grid-cols-7" data-testid="calendar-week">
            {week.map((day) => (
              <li key={day} className="min-h-40 rounded-xl border border-line bg-surface p-2">
                <div className="mb-1 flex items-center gap-1.5 text-xs text-ink-muted">
                  <span>{formatDate(day, lng, { weekday: 'short' })}</span>
                  <DayNumber day={day} today={today} muted={false} lng={lng} />
                </div>
                <ul className="flex flex-col gap-0.5">
                  {(byDay.get(day) ?? []).map((e) => (
                    <li key={`${e.source}-${e.id}`}>
                      <EventChip event={e} label={title(e)} colour={colourOf.get(e.source)} wrap />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        {view === 'day' && agenda(byDay.get(anchorDay) ?? [], 'calendar-day')}
      </LoadState>
      <CalendarSubscribe />
    </div>
  );
}

function DayNumber({ day, today, muted, lng }: { day: string; today: string; muted: boolean; lng: string }) {
  return (
    <span
      className={cn(
        'mb-1 inline-grid size-6 place-items-center rounded-full text-xs tabular-nums',
        day === today ? 'bg-primary font-semibold text-primary-foreground' : muted ? 'text-ink-muted' : 'text-ink',
      )}
      aria-label={formatDate(day, lng, { dateStyle: 'full' })}
    >
      {Number(day.slice(8))}
    </span>
  );
}

/** One event; cut to one line in the month grid's small cells, whole (wrapped) where a column has room. */
function EventChip({
  event,
  label,
  colour,
  wrap = false,
}: {
  event: CalendarEvent;
  label: string;
  colour: string | undefined;
  wrap?: boolean;
}) {
  const className = cn('block rounded px-1.5 py-0.5 text-xs font-medium', wrap ? 'break-words' : 'truncate', colour);
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
