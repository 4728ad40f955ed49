import { Mic } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import type { VoiceAssistantHandle } from './voice-assistant';

// The dialog, speech and phrase matching load on the first click, not with every screen.
const VoiceAssistant = lazy(() => import('./voice-assistant').then((m) => ({ default: m.VoiceAssistant })));

/** The floating microphone on every signed-in screen; it opens the voice assistant. */
export function VoiceButton() {
  const { t } = useTranslation('shell');
  const [wanted, setWanted] = useState(false);
  const assistant = useRef<VoiceAssistantHandle | null>(null);
  const openWhenLoaded = useRef(false);
  const attach = useCallback((handle: VoiceAssistantHandle | null) => {
    assistant.current = handle;
    if (handle && openWhenLoaded.current) {
      openWhenLoaded.current = false;
      handle.open();
    }
  }, []);
  const onClick = () => {
    if (assistant.current) assistant.current.open();
    else {
      openWhenLoaded.current = true;
      setWanted(true);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        className="voice-fab fixed end-5 bottom-5 z-40 grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition hover:bg-primary-hover"
        aria-label={t('voice.open')}
        data-testid="voice-button"
      >
        <Mic className="size-6" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <VoiceAssistant ref={attach} />
        </Suspense>
      )}
    </>
  );
}
