import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, openSignedIn, shellDatabase, unexpectedErrors } from '../support/shell.js';

const kind = await shellDatabase();

type Script = { results: { transcript: string; confidence: number; isFinal: boolean }[] } | 'unsupported';

/**
 * A scripted stand-in for the browser's speech recognition (headless Chromium has no microphone),
 * injected before the app loads; speech synthesis is recorded instead of spoken.
 */
async function installSpeech(page: Page, script: Script) {
  await page.addInitScript((s: Script) => {
    const w = window as unknown as Record<string, unknown> & { __spoken: string[]; __recognition?: Record<string, unknown> };
    w.__spoken = [];
    // Window's speech properties are accessors: redefine them rather than assign.
    const define = (name: string, value: unknown) => Object.defineProperty(window, name, { value, configurable: true, writable: true });
    define('speechSynthesis', { speak: (u: { text: string }) => w.__spoken.push(u.text), cancel: () => undefined });
    define(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        constructor(public text: string) {}
      },
    );
    define('webkitSpeechRecognition', undefined);
    define('SpeechRecognition', undefined);
    if (s === 'unsupported') return;
    define(
      'SpeechRecognition',
      class {
        lang = '';
        continuous = true;
        interimResults = false;
        onresult: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        start() {
          w.__recognition = { lang: this.lang, continuous: this.continuous, interimResults: this.interimResults };
          const results: unknown[] = [];
          s.results.forEach((r, i) => {
            setTimeout(
              () => {
                results[0] = Object.assign([{ transcript: r.transcript, confidence: r.confidence }], { isFinal: r.isFinal });
                this.onresult?.({ resultIndex: 0, results });
                if (i === s.results.length - 1) setTimeout(() => this.onend?.(), 50);
              },
              // The final result comes 1.5 s after the interim one, so a busy machine still sees both.
              300 + 1500 * i,
            );
          });
        }
        stop() {}
        abort() {}
      },
    );
  }, script);
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);

describe(`voice assistant [${kind}]`, () => {
  const suite = browserSuite(kind);

  it('listens, shows the words and the confidence, processes 1 s, then navigates and says so', async () => {
    const { page } = suite.session;
    await installSpeech(page, {
      results: [
        { transcript: 'go to staff', confidence: 0.42, isFinal: false },
        { transcript: 'Go to staff attendance', confidence: 0.934, isFinal: true },
      ],
    });
    await openSignedIn(page, suite.server, '/');
    const mic = page.getByTestId('voice-button');
    const box = await mic.boundingBox();
    // Bottom right (left to right).
    expect(box!.x + box!.width).toBeGreaterThan(1280 - 40);
    expect(box!.y + box!.height).toBeGreaterThan(800 - 40);
    await mic.click();
    const modal = page.getByTestId('voice-modal');
    expect(await page.getByTestId('voice-status').textContent()).toBe('Listening...');
    expect(await page.evaluate(() => (window as unknown as { __recognition: unknown }).__recognition)).toEqual({
      lang: 'en-US',
      continuous: false,
      interimResults: true,
    });
    // The interim words and their confidence are read together, in one step.
    const heard = () =>
      page.evaluate(() =>
        ['voice-transcript', 'voice-confidence'].map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
      );
    await expect.poll(heard).toEqual(['“go to staff”', 'Confidence: 42%']);
    await expect.poll(() => page.getByTestId('voice-status').textContent()).toBe('Processing...');
    expect(await page.getByTestId('voice-confidence').textContent()).toBe('Confidence: 93%');
    const processingSince = Date.now();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/staff_attendence');
    expect(Date.now() - processingSince).toBeGreaterThan(700);
    expect(await spoken(page)).toEqual(['How may I assist you today?', 'Navigating to staff attendance']);
    expect(await modal.evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
    expect(unexpectedErrors(suite.session)).toEqual([]);
  });

  it('says it did not understand and stays on the page', async () => {
    const { page } = suite.session;
    await installSpeech(page, { results: [{ transcript: 'sing me a song', confidence: 0.8, isFinal: true }] });
    await openSignedIn(page, suite.server, '/calendar');
    await page.getByTestId('voice-button').click();
    await expect.poll(() => page.getByTestId('voice-notice').count(), { timeout: 5000 }).toBe(1);
    expect(await spoken(page)).toEqual([
      'How may I assist you today?',
      "I'm sorry, I didn't understand that command. Please try again with a different phrase.",
    ]);
    expect(new URL(page.url()).pathname).toBe('/calendar');
    // Keyboard: Escape closes the modal and focus returns to the microphone.
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('voice-button');
  });

  it('says recognition is not supported when the browser lacks it', async () => {
    const { page } = suite.session;
    await installSpeech(page, 'unsupported');
    await openSignedIn(page, suite.server, '/');
    await page.getByTestId('voice-button').click();
    // The dialog loads on the first click, so what it says comes a moment later.
    await expect.poll(() => spoken(page)).toEqual(['Speech recognition is not supported in your browser']);
    expect(await page.getByTestId('voice-notice').textContent()).toBe('Speech recognition is not supported in your browser.');
  });

  it('a phrase wrapped in fillers leads to its screen', async () => {
    const { page } = suite.session;
    await installSpeech(page, { results: [{ transcript: 'take me to the question bank', confidence: 0.9, isFinal: true }] });
    await openSignedIn(page, suite.server, '/');
    await page.getByTestId('voice-button').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/create-questions');
    await expect.poll(() => page.title()).toBe('Question Bank | HCIMS');
  });
});
