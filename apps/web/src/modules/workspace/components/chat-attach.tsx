import { CHAT_FILE_MAX_BYTES } from '@hcims/contracts/workspace';
import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { chatFilePath, useSendChatFile, type ChatMessageItem } from '../api';
import { problemText, toProblem } from '../lib';
import { FileLinks } from './file-links';

/**
 * The chat input's file control: choosing a file sends it at once as a message, with the text
 * typed so far as its caption (ADR 0117). A file over the limit is refused before it is sent.
 */
export function ChatAttachButton({
  conversationId,
  caption,
  onSent,
  onProblem,
}: {
  conversationId: string;
  caption: () => string;
  /** After the file was sent, with the caption as it was read when the file was chosen. */
  onSent: (caption: string) => void;
  onProblem: (text: string | null) => void;
}) {
  const { t } = useTranslation('workspace');
  const send = useSendChatFile();
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > CHAT_FILE_MAX_BYTES) return onProblem(t('files.tooLarge', { name: file.name }));
    onProblem(null);
    try {
      const typed = caption();
      await send.mutateAsync({ conversationId, body: typed.trim(), file });
      onSent(typed);
    } catch (error) {
      onProblem(problemText(t, toProblem(error)));
    }
  };
  return (
    <label className={`${buttonSecondary} cursor-pointer focus-within:ring-2 focus-within:ring-primary`} title={t('files.attachOne')}>
      <Paperclip className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('files.attachOne')}</span>
      <input
        ref={input}
        type="file"
        className="sr-only"
        disabled={send.isPending}
        data-testid="chat-file-input"
        onChange={(e) => void pick(e.currentTarget.files?.[0])}
      />
    </label>
  );
}

/** The file a chat message carries, as a download link for the conversation's members. */
export function ChatFile({ message, onError }: { message: ChatMessageItem; onError: (error: unknown) => void }) {
  const { t } = useTranslation('workspace');
  if (!message.file) return null;
  return (
    <FileLinks
      files={[{ id: String(message.id), fileName: message.file.fileName, size: message.file.size }]}
      label={t('files.attached')}
      pathOf={() => chatFilePath(message.conversationId, message.id)}
      onError={onError}
      testId="chat-file"
    />
  );
}
