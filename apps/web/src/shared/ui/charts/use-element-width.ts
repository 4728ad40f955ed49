import { useLayoutEffect, useRef, useState } from 'react';

/** The width of the element the returned ref is put on, kept up to date as it resizes. */
export function useElementWidth<T extends HTMLElement>(fallback = 600) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setWidth(Math.floor(el.getBoundingClientRect().width) || fallback);
    // Without ResizeObserver (tests, old browsers) the width is read at once. With it, its first
    // report comes after the browser's own layout of the frame (the chart frames keep their height
    // meanwhile): read here, in React's commit, it forced a layout of the whole page (50 ms on
    // /hcims at Lighthouse's phone speed).
    if (typeof ResizeObserver !== 'function') {
      read();
      return;
    }
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
