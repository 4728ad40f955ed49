import type { MeetingDetail } from '@hcims/contracts/routines';
import { Download, Paperclip, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary, iconButton } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form';
import { downloadFile } from '../../../shared/ui/table';
import { meetingFilePath, meetingPdfPath, useAddMeetingFile, useRemoveMeetingFile } from '../api';

/** The minutes as PDF and the meeting's files: everyone who sees the meeting downloads; those who may change it add and remove. */
export function MeetingFiles({ meeting, canEdit }: { meeting: MeetingDetail; canEdit: boolean }) {
  const { t, i18n } = useTranslation('routines');
  const add = useAddMeetingFile();
  const remove = useRemoveMeetingFile();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const fail = (error: unknown) => setMessage(problemText(t, toProblem(error), 'errors'));
  const upload = async (files: FileList | null) => {
    setMessage(null);
    try {
      for (const file of Array.from(files ?? [])) await add.mutateAsync({ id: meeting.id, file });
    } catch (error) {
      fail(error);
    }
    if (input.current) input.current.value = '';
  };

  return (
    <section
      className="grid gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid="meeting-files"
      aria-labelledby="meeting-files-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="meeting-files-title" className="text-base font-semibold text-ink">
          {t('meetings.files')}
        </h2>
        <button
          type="button"
          className={buttonSecondary}
          data-testid="meeting-pdf"
          onClick={() => void downloadFile(meetingPdfPath(meeting.id, i18n.language), 'minutes.pdf').catch(fail)}
        >
          <Download className="me-1 inline size-4" aria-hidden="true" />
          {t('meetings.downloadPdf')}
        </button>
      </div>
      {meeting.attachments.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('meetings.noFiles')}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {meeting.attachments.map((f) => (
            <li key={f.id} className="flex items-center gap-2">
              <Paperclip className="size-4 text-ink-muted" aria-hidden="true" />
              <button
                type="button"
                className="text-start font-semibold text-primary-ink underline-offset-2 hover:underline"
                onClick={() => void downloadFile(meetingFilePath(meeting.id, f.id), f.fileName).catch(fail)}
              >
                <bdi>{f.fileName}</bdi>
              </button>
              {canEdit && (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('meetings.removeFile', { name: f.fileName })}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t('meetings.confirmRemoveFile', { name: f.fileName })))
                      void remove.mutateAsync({ id: meeting.id, attachmentId: f.id }).catch(fail);
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <label className="grid gap-1 text-sm text-ink">
          <span className="font-medium">{t('meetings.addFile')}</span>
          <input
            ref={input}
            type="file"
            multiple
            data-testid="meeting-file-input"
            disabled={add.isPending}
            onChange={(e) => void upload(e.currentTarget.files)}
          />
          <span className="text-xs text-ink-muted">{t('meetings.filesHint')}</span>
        </label>
      )}
      <FormError>{message}</FormError>
    </section>
  );
}
