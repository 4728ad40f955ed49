import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';

/** Spec section 9: shown once the page is scrolled more than 50 px. */
export const SCROLL_TOP_THRESHOLD_PX = 50;

export function ScrollToTop() {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    // The position a reload or a return restored, read in the next frame: read here, right after
    // the layout's first commit, it forced a layout of the whole page (40 ms in the first screen's
    // profile). A page opened afresh starts at the top, so it is not read at all (the read still
    // forced that layout, 80 ms at the phone speed Lighthouse simulates).
    const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const restored = navigation?.type !== 'navigate' || location.hash !== '';
    const frame = restored ? requestAnimationFrame(onScroll) : 0;
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      data-testid="scroll-to-top"
      aria-label={t('actions.scrollToTop')}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
      className={cn(
        'fixed end-6 bottom-24 z-40 grid size-11 place-items-center rounded-full border border-line bg-surface text-ink shadow-lg transition hover:bg-surface-hover',
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
