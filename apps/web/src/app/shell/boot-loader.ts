/** Spec section 9: the full-screen loader fades 200 ms after the page has loaded. */
export const LOADER_FADE_DELAY_MS = 200;
export const BOOT_LOADER_ID = 'boot-loader';

/** Schedules the fade of index.html's loader: after the load event, wait 200 ms, fade, remove. */
export function scheduleBootLoaderFade(win: Window = window, doc: Document = document): void {
  const loader = doc.getElementById(BOOT_LOADER_ID);
  if (!loader) return;
  const fade = () => {
    win.setTimeout(() => {
      loader.classList.add('is-hidden');
      // Removed once the fade has played (or at once when motion is reduced).
      win.setTimeout(() => loader.remove(), 300);
    }, LOADER_FADE_DELAY_MS);
  };
  if (doc.readyState === 'complete') fade();
  else win.addEventListener('load', fade, { once: true });
}
