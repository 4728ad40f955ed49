import type { MeetingDetail } from '@hcims/contracts/routines';
import { Download } from 'lucide-react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useTranslation } from '../../../shared/lib/use-translation';
import { AttachmentsPanel } from '../../../shared/ui/attachments-panel';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { downloadFile } from '../../../shared/ui/table';
import { meetingFilePath, meetingPdfPath, useAddMeetingFile, useRemoveMeetingFile } from '../api';

/** The minutes as PDF and the meeting's files: everyone who sees the meeting downloads; those who may change it add and remove. */
export function MeetingFiles({ meeting, canEdit }: { meeting: MeetingDetail; canEdit: boolean }) {
  const { t, i18n } = useTranslation('routines');
  const add = useAddMeetingFile();
  const remove = useRemoveMeetingFile();
  const errorText = (error: unknown) => problemText(t, toProblem(error), 'errors');
  return (
    <AttachmentsPanel
      title={t('meetings.files')}
      testId="meeting-files"
      files={meeting.attachments.map((f) => ({ ...f, canRemove: canEdit }))}
      downloadPath={(f) => meetingFilePath(meeting.id, f.id)}
      {...(canEdit
        ? {
            onAdd: (file: File) => add.mutateAsync({ id: meeting.id, file }),
            onRemove: (f: { id: string }) => remove.mutateAsync({ id: meeting.id, attachmentId: f.id }),
          }
        : {})}
      errorText={errorText}
      actions={(fail) => (
        <button
          type="button"
          className={buttonSecondary}
          data-testid="meeting-pdf"
          onClick={() => void downloadFile(meetingPdfPath(meeting.id, i18n.language), 'minutes.pdf').catch(fail)}
        >
          <Download className="me-1 inline size-4" aria-hidden="true" />
          {t('meetings.downloadPdf')}
        </button>
      )}
    />
  );
}
