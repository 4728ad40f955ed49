import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../test/i18n';
import { toRows, toWorkingDays, validateRows, type DayRow } from '../../lib/working-days';
import { WorkingDaysEditor } from './working-days-editor';

function Harness({ onRows }: { onRows: (rows: DayRow[]) => void }) {
  const [rows, setRows] = useState(() => toRows([{ day: 'monday', start: '08:00', end: '16:00' }], { opens: '09:00', closes: '17:00' }));
  return (
    <WorkingDaysEditor
      rows={rows}
      problems={validateRows(rows)}
      onChange={(next) => {
        setRows(next);
        onRows(next);
      }}
    />
  );
}

describe('WorkingDaysEditor', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });

  it('lists the week with localized day names; each time field is named after its day; days off are disabled', () => {
    render(<Harness onRows={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    expect(screen.getByLabelText('Monday: start time')).toHaveValue('08:00');
    expect(screen.getByLabelText('Tuesday: start time')).toBeDisabled();
  });

  it('turns a day on with the office hours, names a wrong time under its day, and copies hours to every working day', async () => {
    let last: DayRow[] = [];
    render(<Harness onRows={(rows) => (last = rows)} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    expect(screen.getByLabelText('Wednesday: start time')).toHaveValue('09:00');

    const end = screen.getByLabelText('Wednesday: end time');
    await user.clear(end);
    await user.type(end, '08:00');
    expect(screen.getByText('The day must end after it starts.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Give every working day the hours of Monday' }));
    expect(toWorkingDays(last)).toEqual([
      { day: 'monday', start: '08:00', end: '16:00' },
      { day: 'wednesday', start: '08:00', end: '16:00' },
    ]);
    expect(screen.queryByText('The day must end after it starts.')).not.toBeInTheDocument();
  });
});
