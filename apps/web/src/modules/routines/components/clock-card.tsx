import type { MyAttendance } from '@hcims/contracts/routines';
import { LogIn, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate, formatTimeOfDay } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { Checkbox, FormError, TextField } from '../../../shared/ui/form';
import { Badge, Card } from '../../../shared/ui/table';
import { useClock } from '../api';
import { LocationError, readLocation } from '../lib/location';
import { clockTime, duration } from '../lib/time';

const SHARE_KEY = 'hcims.clock.shareLocation';
const remembered = () => {
  try {
    return globalThis.localStorage?.getItem(SHARE_KEY) === 'yes';
  } catch {
    return false;
  }
};

/**
 * Today's clock: live status and worked time, and the button to clock in (with an optional note)
 * or out. The browser's location goes with it only when the person ticks the box (remembered on
 * this device); if it cannot be read, the clock still works and says so.
 */
export function ClockCard({ day, canClock }: { day: MyAttendance; canClock: boolean }) {
  const { t, i18n } = useTranslation('routines');
  const clock = useClock();
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [share, setShare] = useState(remembered);
  const [locating, setLocating] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  // The open record keeps counting between server refreshes.
  const openSince = day.open ? Date.parse(day.open.clockIn) : null;
  const live =
    openSince !== null
      ? day.workedMinutes - day.open!.workedMinutes + Math.max(0, Math.floor((now - openSince) / 60_000))
      : day.workedMinutes;
  const first = day.records[0];

  const choose = (next: boolean) => {
    setShare(next);
    try {
      globalThis.localStorage?.setItem(SHARE_KEY, next ? 'yes' : 'no');
    } catch {
      // A browser without storage asks again next time.
    }
  };

  const act = async () => {
    setMessage(null);
    setNotice(null);
    let location = null;
    if (share) {
      setLocating(true);
      try {
        location = await readLocation();
      } catch (error) {
        const reason = error instanceof LocationError ? error.reason : 'unavailable';
        setNotice(t('attendance.locationFailed', { reason: t(`attendance.locationReasons.${reason}`) }));
      } finally {
        setLocating(false);
      }
    }
    try {
      await clock.mutateAsync(day.open ? { action: 'out', location } : { action: 'in', note: note.trim() || null, location });
      setNote('');
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  };

  return (
    <Card testId="clock-card">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <p className="text-sm text-ink-muted">{formatDate(day.today, i18n.language, { dateStyle: 'full' })}</p>
          <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink" data-testid="clock-status">
            {day.open ? t('attendance.inSince', { time: clockTime(day.open.clockIn, i18n.language, day.timeZone) }) : t('attendance.out')}
            {first && first.lateMinutes > 0 && <Badge tone="warning">{t('attendance.lateBy', { n: first.lateMinutes })}</Badge>}
          </p>
          <p className="text-sm text-ink-muted">
            {t('attendance.workedToday', { time: duration(t, live) })}
            {day.expectedArrival && ` · ${t('attendance.expected', { time: formatTimeOfDay(day.expectedArrival, i18n.language) })}`}
          </p>
        </div>
        {canClock && (
          <div className="flex flex-wrap items-end gap-2">
            {!day.open && (
              <TextField
                label={t('attendance.note')}
                maxLength={200}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                className="w-56"
              />
            )}
            <Checkbox
              label={t('attendance.shareLocation')}
              hint={t('attendance.locationHint')}
              checked={share}
              onChange={(e) => choose(e.target.checked)}
              className="w-64"
            />
            <button
              type="button"
              className={day.open ? buttonSecondary : buttonPrimary}
              disabled={clock.isPending || locating}
              aria-busy={locating || clock.isPending}
              onClick={() => void act()}
              data-testid="clock-button"
            >
              {day.open ? <LogOut className="size-4" aria-hidden="true" /> : <LogIn className="size-4" aria-hidden="true" />}
              {locating ? t('attendance.locating') : day.open ? t('attendance.clockOut') : t('attendance.clockIn')}
            </button>
          </div>
        )}
      </div>
      {notice && (
        <p role="status" className="mt-3 text-sm text-ink-muted" data-testid="clock-notice">
          {notice}
        </p>
      )}
      <FormError className="mt-3">{message}</FormError>
    </Card>
  );
}
