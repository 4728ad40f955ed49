import { useEffect, useState } from 'react';

/**
 * Print everything, not just the page on screen: load all rows (`load`), render them in the
 * print-only view, then open the browser's print dialog once they are on the page.
 */
export function usePrintAll<T>(load: () => Promise<T[]>) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!rows) return;
    const frame = requestAnimationFrame(() => {
      window.print();
      setBusy(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [rows]);
  const print = () => {
    setBusy(true);
    setFailed(false);
    load().then(setRows, () => {
      setBusy(false);
      setFailed(true);
    });
  };
  return { rows, print, busy, failed };
}
