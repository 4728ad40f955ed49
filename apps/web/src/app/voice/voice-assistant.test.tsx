import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLocation, navigate } from '../../shared/lib/router';
import { initTestI18n } from '../../test/i18n';
import { renderAsync } from '../../test/render';
import type { RecognitionEvent } from './speech';
import { VoiceButton } from './voice-button';

await initTestI18n();

class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = true;
  interimResults = false;
  started = false;
  aborted = false;
  onresult: ((e: RecognitionEvent) => void) | null = null;
  onerror: ((e: { error?: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {}
  abort() {
    this.aborted = true;
  }
  hear(transcript: string, confidence: number, isFinal: boolean) {
    const result = Object.assign([{ transcript, confidence }], { isFinal });
    const event = { resultIndex: 0, results: [result] } as unknown as RecognitionEvent;
    act(() => {
      this.onresult?.(event);
    });
  }
  end() {
    act(() => {
      this.onend?.();
    });
  }
}

let spoken: string[] = [];
const w = window as unknown as Record<string, unknown>;

beforeEach(() => {
  spoken = [];
  FakeRecognition.last = null;
  w.SpeechSynthesisUtterance = class {
    lang = '';
    constructor(public text: string) {}
  };
  w.speechSynthesis = { speak: (u: { text: string }) => spoken.push(u.text), cancel: () => undefined };
  navigate('/');
});
afterEach(() => {
  delete w.SpeechRecognition;
  delete w.webkitSpeechRecognition;
  vi.useRealTimers();
});

const open = async () => {
  await renderAsync(<VoiceButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Voice assistant' }));
  await screen.findByTestId('voice-modal');
};

describe('voice assistant (spec sections 2, 4, 5, 8)', () => {
  it('says recognition is unsupported when the browser has none', async () => {
    await open();
    expect(spoken).toEqual(['Speech recognition is not supported in your browser']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Speech recognition is not supported in your browser.');
  });

  it('greets, listens (en-US, not continuous, interim results), shows the words and the confidence in whole percent', async () => {
    w.SpeechRecognition = FakeRecognition;
    await open();
    const rec = FakeRecognition.last!;
    expect(rec).toMatchObject({ lang: 'en-US', continuous: false, interimResults: true, started: true });
    expect(spoken).toEqual(['How may I assist you today?']);
    expect(screen.getByTestId('voice-status')).toHaveTextContent('Listening...');
    rec.hear('go to att', 0.456, false);
    expect(screen.getByTestId('voice-transcript')).toHaveTextContent('“go to att”');
    expect(screen.getByTestId('voice-confidence')).toHaveTextContent('Confidence: 46%');
  });

  it('processes for 1 s after a final result, then navigates and says so', async () => {
    w.webkitSpeechRecognition = FakeRecognition;
    await open();
    vi.useFakeTimers();
    const rec = FakeRecognition.last!;
    rec.hear('Go to attendance', 0.91, true);
    rec.end();
    expect(screen.getByTestId('voice-status')).toHaveTextContent('Processing...');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(getLocation().pathname).toBe('/');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(getLocation().pathname).toBe('/staff_attendence');
    expect(spoken.at(-1)).toBe('Navigating to attendance');
    expect(screen.getByTestId('voice-modal')).not.toHaveAttribute('open');
  });

  it('says it did not understand, and stays put', async () => {
    w.SpeechRecognition = FakeRecognition;
    await open();
    vi.useFakeTimers();
    FakeRecognition.last!.hear('sing me a song', 0.8, true);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(spoken.at(-1)).toBe("I'm sorry, I didn't understand that command. Please try again with a different phrase.");
    expect(getLocation().pathname).toBe('/');
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, that command was not understood.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('goes back to idle when recognition ends without a final result', async () => {
    w.SpeechRecognition = FakeRecognition;
    await open();
    FakeRecognition.last!.end();
    expect(screen.getByTestId('voice-modal')).toHaveAttribute('data-phase', 'idle');
  });

  it('stops listening when closed', async () => {
    w.SpeechRecognition = FakeRecognition;
    await open();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(FakeRecognition.last!.aborted).toBe(true);
  });
});
