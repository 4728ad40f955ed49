/** Spec section 8: what the assistant says, word for word (recognition and speech run in en-US). */
export const VOICE_TEXTS = {
  unsupported: 'Speech recognition is not supported in your browser',
  notUnderstood: "I'm sorry, I didn't understand that command. Please try again with a different phrase.",
  greeting: 'How may I assist you today?',
  navigating: (command: string) => `Navigating to ${command}`,
} as const;

/** Spec section 9: processing lasts 1 s after a final result. */
export const VOICE_PROCESSING_DELAY_MS = 1000;
export const VOICE_LANGUAGE = 'en-US';

export type RecognitionAlternative = { transcript: string; confidence: number };
export type RecognitionResult = { isFinal: boolean; length: number; [index: number]: RecognitionAlternative };
export type RecognitionEvent = { resultIndex: number; results: { length: number; [index: number]: RecognitionResult } };

/** The part of the Web Speech API's SpeechRecognition the assistant uses. */
export type SpeechRecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start: () => void;
  stop: () => void;
  abort: () => void;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
};

type SpeechWindow = Window & {
  SpeechRecognition?: new () => SpeechRecognitionLike;
  webkitSpeechRecognition?: new () => SpeechRecognitionLike;
};

export function getSpeechRecognition(win: Window = window): (new () => SpeechRecognitionLike) | null {
  const w = win as SpeechWindow;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Browser speech recognition as the spec sets it: non-continuous, interim results, en-US. */
export function createRecognition(Recognition: new () => SpeechRecognitionLike): SpeechRecognitionLike {
  const recognition = new Recognition();
  recognition.continuous = false;
  recognition.interimResults = true;
  recognition.lang = VOICE_LANGUAGE;
  return recognition;
}

/** Says `text` with the browser's speech synthesis, if it has one. */
export function speak(text: string, win: Window & typeof globalThis = window): void {
  const synthesis = win.speechSynthesis as SpeechSynthesis | undefined;
  if (!synthesis || typeof win.SpeechSynthesisUtterance !== 'function') return;
  const utterance = new win.SpeechSynthesisUtterance(text);
  utterance.lang = VOICE_LANGUAGE;
  synthesis.cancel();
  synthesis.speak(utterance);
}

/** The text heard so far (all results), its latest confidence, and whether a result is final. */
export function readRecognition(event: RecognitionEvent): { transcript: string; confidence: number; isFinal: boolean } {
  let transcript = '';
  let confidence = 0;
  let isFinal = false;
  for (let i = 0; i < event.results.length; i++) {
    const result = event.results[i]!;
    const best = result[0];
    if (!best) continue;
    transcript += best.transcript;
    confidence = best.confidence;
    if (result.isFinal) isFinal = true;
  }
  return { transcript: transcript.trim(), confidence, isFinal };
}
