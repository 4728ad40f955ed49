import { cn } from '../../../shared/lib/cn';

/**
 * A role's colour as a dot. Role colours are data chosen by the company (not theme colours), so
 * the dot is an SVG whose fill comes from the role; the role's name always stands beside it.
 */
export function RoleDot({ colour, className }: { colour: string; className?: string }) {
  return (
    <svg viewBox="0 0 10 10" aria-hidden="true" className={cn('size-3 shrink-0', className)}>
      <circle cx="5" cy="5" r="5" fill={colour} />
    </svg>
  );
}
