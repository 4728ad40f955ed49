import type { MeetingDetail } from '@hcims/contracts/routines';
import { useState } from 'react';
import { formatDate, formatDayTimes } from '../../../shared/lib/format';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { FilterBar, PageHeader, Pagination, SearchInput } from '../../../shared/ui/table';
import { useDeleteMeeting, useMeeting, useMeetings } from '../api';
import { FilterDate } from '../components/filter-date';
import { MeetingFiles } from '../components/meeting-files';
import { MeetingForm } from '../components/meeting-form';
import { RichText } from '../../../shared/ui/rich-text';

const PAGE_SIZE = 25;

/** /create_meeting: the meetings the viewer may see (search and period), and the minutes form with action items. */
export function MeetingsPage() {
  const { t, i18n } = useTranslation('routines');
  const permissions = useSession((s) => s.permissions);
  const canCreate = hasPermission(permissions, 'routines.meetings:create');
  const canEdit = hasPermission(permissions, 'routines.meetings:update');
  const canDelete = hasPermission(permissions, 'routines.meetings:delete');
  const [params, setParams] = useQueryParams();
  const get = (name: string) => params.get(name) ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const filters = {
    ...(get('q') ? { q: get('q') } : {}),
    ...(get('from') ? { from: get('from') } : {}),
    ...(get('to') ? { to: get('to') } : {}),
  };
  const meetings = useMeetings({ ...filters, page, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const open = useMeeting(editing && editing !== 'new' ? editing : null);
  const remove = useDeleteMeeting();
  const set = (name: string) => (value: string) => setParams({ [name]: value || null, page: null });
  const active = (get('from') ? 1 : 0) + (get('to') ? 1 : 0);
  const saved = (m: MeetingDetail) => {
    setEditing(m.id);
    setFormKey((k) => k + 1);
  };

  return (
    <div data-testid="routines-meetings" className="grid gap-4">
      <PageHeader
        title={t('screens.meetings')}
        description={t('meetings.description')}
        actions={
          canCreate ? (
            <button type="button" className={buttonPrimary} onClick={() => setEditing('new')}>
              {t('meetings.new')}
            </button>
          ) : null
        }
      />
      {editing === 'new' && <MeetingForm key="new" meeting={null} onSaved={saved} onCancel={() => setEditing(null)} />}
      {editing &&
        editing !== 'new' &&
        open.data &&
        (canEdit ? (
          <MeetingForm
            key={`${open.data.id}-${formKey}-${open.data.version}`}
            meeting={open.data}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <MeetingView meeting={open.data} onClose={() => setEditing(null)} />
        ))}
      {editing && editing !== 'new' && open.data && <MeetingFiles meeting={open.data} canEdit={canEdit} />}
      <FilterBar
        search={<SearchInput value={get('q')} onChange={set('q')} label={t('meetings.search')} />}
        activeCount={active}
        onClear={active > 0 || get('q') ? () => setParams({ q: null, from: null, to: null, page: null }) : undefined}
      >
        <FilterDate label={t('meetings.from')} value={get('from')} onChange={set('from')} testId="meeting-filter-from" />
        <FilterDate label={t('meetings.to')} value={get('to')} onChange={set('to')} testId="meeting-filter-to" />
      </FilterBar>
      <div className="overflow-x-auto rounded-xl border border-line bg-surface">
        <table className="w-full text-sm" data-testid="meetings-table">
          <caption className="sr-only">{t('screens.meetings')}</caption>
          <thead>
            <tr className="text-ink-muted">
              <th className="p-2 text-start font-medium">{t('meetings.date')}</th>
              <th className="p-2 text-start font-medium">{t('meetings.title')}</th>
              <th className="p-2 text-start font-medium">{t('meetings.place')}</th>
              <th className="p-2 text-start font-medium">{t('meetings.organiser')}</th>
              <th className="p-2 text-end font-medium">{t('meetings.attendees')}</th>
              <th className="p-2" />
            </tr>
          </thead>
          <tbody>
            {(meetings.data?.items ?? []).map((m) => (
              <tr key={m.id} className="border-t border-line">
                <td className="p-2 whitespace-nowrap">{formatDayTimes(m.date, m.startTime, m.endTime, i18n.language)}</td>
                <td className="p-2">{m.title}</td>
                <td className="p-2">{m.place}</td>
                <td className="p-2">{m.organiserName}</td>
                <td className="p-2 text-end">{m.attendeeCount}</td>
                <td className="p-2 text-end whitespace-nowrap">
                  <button type="button" className={buttonSecondary} onClick={() => setEditing(m.id)}>
                    {t('meetings.open')}
                  </button>
                  {canDelete && (
                    <button
                      type="button"
                      className={`${buttonSecondary} ms-2`}
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(t('meetings.confirmDelete', { title: m.title }))) {
                          if (editing === m.id) setEditing(null);
                          remove.mutate(m.id);
                        }
                      }}
                    >
                      {t('meetings.delete')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
            {meetings.data && meetings.data.items.length === 0 && (
              <tr>
                <td colSpan={6} className="p-4 text-center text-ink-muted">
                  {t('meetings.none')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {meetings.data && (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={meetings.data.total}
          onPageChange={(p) => setParams({ page: p === 1 ? null : String(p) })}
        />
      )}
    </div>
  );
}

/** The minutes, read-only (attendees without the right to edit). Notes and decisions are rich text through the sanitising wrapper; the rest is text. */
function MeetingView({ meeting, onClose }: { meeting: MeetingDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation(['routines', 'tasks']);
  const block = (label: string, text: string) => (
    <section>
      <h3 className="text-sm font-semibold text-ink">{label}</h3>
      <p dir="auto" className="text-sm whitespace-pre-wrap text-ink">
        {text}
      </p>
    </section>
  );
  return (
    <article className="grid gap-3 rounded-xl border border-line bg-surface p-4" data-testid="meeting-view">
      <h2 className="text-base font-semibold text-ink">{meeting.title}</h2>
      <p className="text-sm text-ink-muted">
        <bdi>{formatDayTimes(meeting.date, meeting.startTime, meeting.endTime, i18n.language)}</bdi> · <bdi>{meeting.place}</bdi> ·{' '}
        <bdi>{meeting.organiserName}</bdi>
      </p>
      <p className="text-sm">{meeting.attendees.map((a) => a.name).join(', ')}</p>
      {block(t('meetings.agenda'), meeting.agenda)}
      {(['notes', 'decisions'] as const).map((name) => (
        <section key={name}>
          <h3 className="text-sm font-semibold text-ink">{t(`meetings.${name}`)}</h3>
          <RichText value={meeting[name]} testId={`meeting-view-${name}`} />
        </section>
      ))}
      <ul className="text-sm">
        {meeting.actionItems.map((i) => (
          <li key={i.id}>
            <bdi>{i.description}</bdi> · <bdi>{i.assigneeName}</bdi> · <bdi>{formatDate(i.dueDate, i18n.language)}</bdi>
            {i.task ? ` · ${t('meetings.taskStatus', { status: t(`tasks:status.${i.task.status}`), progress: i.task.progress })}` : ''}
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className={buttonSecondary} onClick={onClose}>
          {t('meetings.cancel')}
        </button>
      </div>
    </article>
  );
}
