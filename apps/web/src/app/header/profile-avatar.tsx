import { cn } from '../../shared/lib/cn';
import { initialsOf } from '../../shared/lib/initials';
import type { SessionUser } from '../../shared/lib/session';

/** The signed-in user's initials in a circle: the header's profile trigger and the top of its menu. */
export function ProfileAvatar({ user, size }: { user: SessionUser | null; size: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-9 text-xs' : 'size-10 text-sm';
  return (
    <span
      className={cn(box, 'grid shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground')}
      aria-hidden="true"
    >
      {initialsOf(user?.name ?? '') || '·'}
    </span>
  );
}
