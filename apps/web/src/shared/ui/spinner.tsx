import { cn } from '../lib/cn';

/** A decorative spinner; the surrounding region announces what is loading. */
export function Spinner({ className, size = 32 }: { className?: string; size?: number }) {
  return (
    <svg className={cn('spinner text-primary', className)} width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
