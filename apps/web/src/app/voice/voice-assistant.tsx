import { Mic, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';
import { navigate } from '../../shared/lib/router';
import { buttonPrimary, buttonSecondary, iconButton } from '../../shared/ui/button-styles';
import { Modal } from '../../shared/ui/modal';
import { voiceCommands } from '../router/navigation';
import {
  createRecognition,
  getSpeechRecognition,
  readRecognition,
  speak,
  VOICE_PROCESSING_DELAY_MS,
  VOICE_TEXTS,
  type SpeechRecognitionLike,
} from './speech';
import { matchCommand } from './voice-matcher';

type Phase = 'idle' | 'listening' | 'processing';
type Notice = 'unsupported' | 'notUnderstood' | 'error' | null;

/**
 * The voice assistant's dialog (spec sections 2, 4, 5, 8), opened by the floating microphone
 * (voice-button.tsx): idle -> listening (until recognition ends) -> processing for 1 s after a
 * final result -> navigate, or say it did not understand. Opening it starts listening.
 */
export type VoiceAssistantHandle = { open: () => void };

export function VoiceAssistant({ ref }: { ref?: Ref<VoiceAssistantHandle> }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [transcript, setTranscript] = useState('');
  const [confidence, setConfidence] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const timer = useRef<number | null>(null);
  const phaseRef = useRef<Phase>('idle');
  const titleId = useId();
  const descriptionId = useId();

  const setPhaseBoth = (next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  const stopAll = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    const current = recognition.current;
    recognition.current = null;
    if (current) {
      current.onresult = null;
      current.onend = null;
      current.onerror = null;
      current.abort();
    }
  };

  useEffect(() => stopAll, []);

  const act = (heard: string) => {
    timer.current = null;
    const match = matchCommand(heard, voiceCommands);
    if (match) {
      speak(VOICE_TEXTS.navigating(match.phrase));
      setPhaseBoth('idle');
      setOpen(false);
      navigate(match.path);
    } else {
      speak(VOICE_TEXTS.notUnderstood);
      setNotice('notUnderstood');
      setPhaseBoth('idle');
    }
  };

  const listen = () => {
    stopAll();
    setTranscript('');
    setConfidence(null);
    setNotice(null);
    const Recognition = getSpeechRecognition();
    if (!Recognition) {
      speak(VOICE_TEXTS.unsupported);
      setNotice('unsupported');
      setPhaseBoth('idle');
      return;
    }
    const rec = createRecognition(Recognition);
    recognition.current = rec;
    rec.onresult = (event) => {
      const heard = readRecognition(event);
      setTranscript(heard.transcript);
      setConfidence(heard.confidence);
      if (heard.isFinal && phaseRef.current === 'listening') {
        setPhaseBoth('processing');
        timer.current = window.setTimeout(() => act(heard.transcript), VOICE_PROCESSING_DELAY_MS);
      }
    };
    rec.onerror = (event) => {
      if (event.error !== 'no-speech' && event.error !== 'aborted') setNotice('error');
    };
    rec.onend = () => {
      recognition.current = null;
      // Listening ends with recognition; processing (if a final result came) carries on.
      if (phaseRef.current === 'listening') setPhaseBoth('idle');
    };
    setPhaseBoth('listening');
    speak(VOICE_TEXTS.greeting);
    try {
      rec.start();
    } catch {
      setNotice('error');
      setPhaseBoth('idle');
    }
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) listen();
    else {
      stopAll();
      setPhaseBoth('idle');
    }
  };
  useImperativeHandle(ref, () => ({ open: () => onOpenChange(true) }));

  const status = phase === 'listening' ? t('voice.listening') : phase === 'processing' ? t('voice.processing') : t('voice.idle');
  const noticeText =
    notice === 'unsupported'
      ? t('voice.unsupported')
      : notice === 'notUnderstood'
        ? t('voice.notUnderstood')
        : notice === 'error'
          ? t('voice.error')
          : null;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      labelledBy={titleId}
      describedBy={descriptionId}
      testId="voice-modal"
      data={{ 'data-phase': phase }}
      className="w-[min(24rem,calc(100vw-2rem))]"
    >
      <div className="relative rounded-2xl border border-line bg-surface p-6 text-center shadow-2xl">
        <button
          type="button"
          className={cn(iconButton, 'absolute top-3 end-3')}
          aria-label={t('actions.close')}
          onClick={() => onOpenChange(false)}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <h2 id={titleId} className="text-lg font-semibold">
          {t('voice.title')}
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
          {t('voice.description')}
        </p>
        <div className="relative mx-auto my-6 grid size-24 place-items-center">
          {phase === 'listening' && <span className="voice-pulse absolute inset-0 rounded-full bg-primary/25" aria-hidden="true" />}
          <span
            className={cn(
              'relative grid size-20 place-items-center rounded-full',
              phase === 'idle' ? 'bg-surface-hover text-ink-muted' : 'bg-primary text-primary-foreground',
            )}
            aria-hidden="true"
          >
            <Mic className="size-9" />
          </span>
        </div>
        <p className="text-base font-semibold" role="status" data-testid="voice-status">
          {status}
        </p>
        <p className="mt-3 min-h-6 text-base break-words text-ink" data-testid="voice-transcript" lang="en">
          {transcript && t('voice.heard', { text: transcript })}
        </p>
        {confidence !== null && (
          <p className="mt-1 text-sm text-ink-muted" data-testid="voice-confidence">
            {t('voice.confidence', { value: Math.round(confidence * 100) })}
          </p>
        )}
        {noticeText && (
          <p className="mt-4 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger" role="alert" data-testid="voice-notice">
            {noticeText}
          </p>
        )}
        <div className="mt-6 flex justify-center gap-3">
          {phase === 'idle' && notice !== 'unsupported' && (
            <button type="button" className={buttonPrimary} onClick={listen} data-testid="voice-retry">
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('voice.tryAgain')}
            </button>
          )}
          <button type="button" className={buttonSecondary} onClick={() => onOpenChange(false)}>
            {t('actions.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
