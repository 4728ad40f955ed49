import type { AttendanceRecord, ClockLocation } from '@hcims/contracts/routines';
import { MapPin } from 'lucide-react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { mapLink } from '../lib/location';

/** Where each end of a record came from: a map link when the place was shared, and the network address noted. */
export function ClockPlace({ record }: { record: AttendanceRecord }) {
  const { t } = useTranslation('routines');
  const ends = [
    { key: 'in', label: t('attendance.in'), location: record.clockInLocation, ip: record.clockInIp },
    { key: 'out', label: t('attendance.outAt'), location: record.clockOutLocation, ip: record.clockOutIp },
  ].filter((end) => end.location || end.ip);
  if (ends.length === 0) return <>—</>;
  return (
    <ul className="grid gap-0.5 text-xs">
      {ends.map((end) => (
        <li key={end.key} className="flex flex-wrap items-center gap-x-1.5">
          <span className="text-ink-muted">{end.label}:</span>
          {end.location && <PlaceLink location={end.location} label={end.label} />}
          {end.ip && (
            <span dir="ltr" className="font-mono text-ink-muted">
              {end.ip}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function PlaceLink({ location, label }: { location: ClockLocation; label: string }) {
  const { t } = useTranslation('routines');
  return (
    <a
      href={mapLink(location)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-0.5 text-primary-ink underline-offset-2 hover:underline"
      aria-label={t('attendance.placeOnMap', { end: label, m: location.accuracyMeters })}
    >
      <MapPin className="size-3.5" aria-hidden="true" />
      {t('attendance.within', { m: location.accuracyMeters })}
    </a>
  );
}
