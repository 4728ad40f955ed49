import type { CalendarSourceDefinition, DashboardCardDefinition, NotificationKindDefinition } from '../../platform/modules/index.js';
import { addDays, parseCalendarDate, Temporal } from '../../platform/dates/index.js';
import type { RequestCtx } from '../../platform/request/index.js';
import type { HrCardFigures } from './dashboard/dashboard.rules.js';
import { hrCardFigures } from './dashboard/dashboard.service.js';
import { celebrations } from './directory/directory.service.js';

/**
 * What people shows on the workspace (ADR 0083): dashboard cards drawn from the HR dashboard's
 * figures, the celebrations calendar, and the document-expiry notification.
 */

// The three HR cards share one computation per request, of their own figures only (ADR 0145).
const computed = new WeakMap<RequestCtx, Promise<HrCardFigures>>();
const figuresOf = (ctx: RequestCtx, today: string) => {
  let found = computed.get(ctx);
  if (!found) computed.set(ctx, (found = hrCardFigures(ctx, today)));
  return found;
};

const employee = (id: string) => `/employee-details?id=${id}`;

export const peopleDashboardCards: DashboardCardDefinition[] = [
  {
    id: 'people.headcount',
    titleKey: 'people:cards.headcount',
    permission: 'people.reports:read',
    size: 'small',
    load: async (ctx, today) => {
      const { headcount } = await figuresOf(ctx, today);
      return {
        figures: [
          { labelKey: 'people:cards.employed', value: headcount.total, href: '/edit_employee' },
          { labelKey: 'people:cards.onLeave', value: headcount.onLeave, href: '/edit_employee?state=on_leave' },
          { labelKey: 'people:cards.invited', value: headcount.invited, href: '/hcims' },
        ],
        items: [],
      };
    },
  },
  {
    id: 'people.joiners-leavers',
    titleKey: 'people:cards.joinersLeavers',
    permission: 'people.reports:read',
    size: 'small',
    load: async (ctx, today) => {
      const { thisMonth, attrition } = await figuresOf(ctx, today);
      return {
        figures: [
          { labelKey: 'people:cards.joinersThisMonth', value: thisMonth.joiners, href: '/hcims', tone: 'good' },
          { labelKey: 'people:cards.leaversThisMonth', value: thisMonth.leavers, href: '/terminate_employee' },
          { labelKey: 'people:cards.attrition12', value: attrition.ratePercent, unit: 'percent', href: '/hcims' },
        ],
        items: [],
      };
    },
  },
  {
    id: 'people.documents-expiring',
    titleKey: 'people:cards.documentsExpiring',
    permission: 'people.reports:read',
    size: 'wide',
    emptyKey: 'people:cards.noDocumentsExpiring',
    load: async (ctx, today) => {
      const { documentsExpiring: d } = await figuresOf(ctx, today);
      return {
        figures: [
          { labelKey: 'people:cards.expired', value: d.expired, tone: d.expired > 0 ? 'danger' : 'neutral', href: '/hcims' },
          { labelKey: 'people:cards.within30', value: d.within30, tone: d.within30 > 0 ? 'warning' : 'neutral', href: '/hcims' },
        ],
        items: d.soonest.slice(0, 5).map((doc) => ({
          id: doc.documentId,
          title: doc.employeeName,
          detailKey: 'people:cards.documentDue',
          detailValues: { title: doc.title, days: doc.daysLeft },
          date: doc.expiresOn,
          href: employee(doc.employeeId),
        })),
      };
    },
  },
  {
    // Every member sees the company's coming celebrations (the birthday directory is open to all).
    id: 'people.celebrations',
    titleKey: 'people:cards.celebrations',
    size: 'wide',
    emptyKey: 'people:cards.noCelebrations',
    load: async (ctx, today) => {
      const coming = await celebrationsBetween(ctx, today, addDays(today, 13));
      return {
        figures: [],
        items: coming.slice(0, 6).map((c) => ({
          id: `${c.kind}-${c.employeeId}`,
          title: c.name,
          detailKey: c.kind === 'birthday' ? 'people:cards.birthday' : 'people:cards.anniversary',
          detailValues: { years: c.years ?? 0, department: c.departmentName },
          date: c.date,
          href: '/Birthday_Directory',
        })),
      };
    },
  },
];

export const peopleCalendarSources: CalendarSourceDefinition[] = [
  {
    id: 'people.celebrations',
    labelKey: 'people:calendar.celebrations',
    colour: 'violet',
    events: async (ctx, { from, to }) =>
      (await celebrationsBetween(ctx, from, to)).map((c) => ({
        id: `${c.kind}-${c.employeeId}-${c.date}`,
        title: c.name,
        titleKey: c.kind === 'birthday' ? 'people:calendar.birthdayOf' : 'people:calendar.anniversaryOf',
        titleValues: { name: c.name, years: c.years ?? 0 },
        start: c.date,
        end: c.date,
        href: '/Birthday_Directory',
      })),
  },
];

export const peopleNotificationKinds: NotificationKindDefinition[] = [
  { id: 'people.document-expiring', labelKey: 'people:notifications.documentExpiring', defaultChannels: ['in_app', 'email'] },
];

/**
 * Celebrations falling from..to (inclusive), soonest first, read month by month and in each only
 * the days of the range (the card's two weeks read about a quarter of a month's people, not two
 * months' worth at a month's end).
 */
async function celebrationsBetween(ctx: RequestCtx, from: string, to: string) {
  const all = [];
  const [start, end] = [parseCalendarDate(from), parseCalendarDate(to)];
  const [first, last] = [start.toPlainYearMonth(), end.toPlainYearMonth()];
  for (let m = first; Temporal.PlainYearMonth.compare(m, last) <= 0; m = m.add({ months: 1 })) {
    const days = { from: m.equals(first) ? start.day : 1, to: m.equals(last) ? end.day : 31 };
    all.push(...(await celebrations(ctx, { year: m.year, month: m.month }, days)));
  }
  return all.filter((c) => c.date >= from && c.date <= to).sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
