import { useQuery } from '@tanstack/react-query';
import { cn } from '../../../shared/lib/cn';
import { fetchFile } from '../../../shared/ui/table';
import { peopleKeys } from '../api';
import { initialsOf } from '../../../shared/lib/initials';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl', xl: 'size-28 text-3xl' } as const;

/**
 * An employee's photo. Photos need the bearer token, so an uploaded one (its URL carries ?v=) is
 * fetched as a blob once and cached; without one the initials are drawn here, which saves a
 * request per row for the server's generated avatar.
 */
export function EmployeeAvatar({
  name,
  photoUrl,
  size = 'md',
  className,
}: {
  name: string;
  photoUrl: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const uploaded = photoUrl.includes('?v=');
  const { data } = useQuery({
    queryKey: peopleKeys.photo(photoUrl),
    queryFn: async () => URL.createObjectURL((await fetchFile(photoUrl.replace(/^\/api/, ''))).blob),
    enabled: uploaded,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
  });
  const base = cn('inline-grid shrink-0 place-items-center overflow-hidden rounded-full font-semibold', sizes[size], className);
  if (uploaded && data) return <img src={data} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span className={cn(base, 'bg-primary-soft text-primary-ink')} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
