import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../test/i18n';
import { FlowChart } from './flow-chart';
import { GenderChart } from './gender-chart';
import { HeadcountBars } from './headcount-bars';
import { TenureChart } from './tenure-chart';

await initTestI18n();

/** The figures a screen reader gets: the card's table, by its caption. */
const tableOf = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) =>
  within(tableOf(name))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('HR dashboard charts', () => {
  it('tenure: a drawing hidden from assistive technology, a summary and a table with every band', () => {
    const { container } = render(
      <TenureChart
        data={[
          { band: 'under_1', count: 5 },
          { band: '1_to_3', count: 8 },
          { band: '3_to_5', count: 12 },
          { band: '5_to_10', count: 19 },
          { band: '10_plus', count: 15 },
        ]}
      />,
    );
    expect(container.querySelector('svg[data-chart]')!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(rowsOf('Tenure')).toHaveLength(5);
    expect(rowsOf('Tenure')[3]).toEqual([expect.any(String), '19']);
    expect(container.querySelector('figcaption')!.textContent).toMatch(/^Tenure, in figures: .*19.*\.$/);
  });

  it('gender: shares in the table and the legend; zero counts stay out of the ring', () => {
    const { container } = render(
      <GenderChart
        data={[
          { gender: 'female', count: 1 },
          { gender: 'male', count: 3 },
          { gender: 'other', count: 0 },
        ]}
      />,
    );
    expect(rowsOf('Head-count by gender')).toEqual([
      ['Female', '1', '25%'],
      ['Male', '3', '75%'],
      ['Other', '0', '0%'],
    ]);
    expect(container.querySelectorAll('svg[data-chart] path')).toHaveLength(2);
    expect(screen.getByText('Male · 75%')).toBeInTheDocument();
  });

  it('flows: columns per month, the head-count line, its legend and tooltip', () => {
    const data = [
      { month: '2026-01', joiners: 2, leavers: 1, headcountAtEnd: 40 },
      { month: '2026-02', joiners: 0, leavers: 3, headcountAtEnd: 37 },
    ];
    const { container } = render(<FlowChart data={data} />);
    expect(rowsOf('Joiners and leavers by month')).toHaveLength(2);
    expect(container.querySelector('figcaption')!.textContent).toContain('2 joiners and 4 leavers');
    expect(container.querySelector('svg[data-chart] polyline')).not.toBeNull();
    expect(container.querySelector('figure ul')!.textContent).toContain('Head-count at month end');
    fireEvent.pointerMove(container.querySelector('svg[data-chart]')!, { clientX: 500, clientY: 100 });
    expect(container.querySelector('[data-chart-tooltip]')!.textContent).toContain('Feb 2026');
  });

  it('head-count bars: the chart shows the largest N, the table keeps them all and opens on demand', async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ name: `Role ${i + 1}`, count: 20 - i }));
    const { container } = render(<HeadcountBars title="By designation" items={items} limit={10} testId="chart-designation" />);
    expect(container.querySelectorAll('svg[data-chart] path')).toHaveLength(10);
    expect(rowsOf('By designation')).toHaveLength(12);
    const toggle = screen.getByRole('button', { name: 'Table' });
    expect(screen.getByTestId('chart-designation-table').parentElement).toHaveClass('sr-only');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('chart-designation-table').parentElement).not.toHaveClass('sr-only');
  });
});
