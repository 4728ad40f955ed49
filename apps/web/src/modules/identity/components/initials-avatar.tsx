import { cn } from '../../../shared/lib/cn';
import { initialsOf } from '../../../shared/lib/initials';

/** A round badge with the person's initials (decorative: the name is always shown beside it). */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('grid shrink-0 place-items-center rounded-full bg-primary-soft font-semibold text-primary-ink', className)}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
