import type { ReactNode } from 'react';

const box = 'block w-40 rounded-xl border border-line bg-surface px-3 py-2.5 text-center text-sm shadow-sm';

/** A box of the org chart: a button when it opens something, else plain. */
export function ChartBox({ id, onOpen, children }: { id: string; onOpen?: (() => void) | undefined; children: ReactNode }) {
  return onOpen ? (
    <button
      type="button"
      className={`${box} transition hover:border-primary hover:shadow-md`}
      onClick={onOpen}
      data-testid={`chart-node-${id}`}
    >
      {children}
    </button>
  ) : (
    <div className={box} data-testid={`chart-node-${id}`}>
      {children}
    </div>
  );
}
