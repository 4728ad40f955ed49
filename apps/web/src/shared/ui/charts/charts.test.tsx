import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarListChart } from './bar-list-chart';
import { ColumnChart } from './column-chart';
import { DonutChart } from './donut-chart';
import { niceTicks } from './scale';

const n = (v: number) => String(v);
// jsdom has no layout: the charts fall back to a 600 px width and the SVG sits at (0, 0).
const svgOf = (container: HTMLElement) => container.querySelector('svg[data-chart]')!;
const bars = (container: HTMLElement) => [...svgOf(container).querySelectorAll('path')].filter((p) => p.getAttribute('d'));
const leftOf = (path: Element) => Number(/^M([\d.]+)/.exec(path.getAttribute('d')!)![1]);

describe('niceTicks', () => {
  it('covers the range in round steps', () => {
    expect(niceTicks(0, 19)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(0, 1)).toEqual([0, 1]);
    expect(niceTicks(55, 59)).toEqual([55, 56, 57, 58, 59]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(0, 180)).toEqual([0, 50, 100, 150, 200]);
  });
});

describe('ColumnChart', () => {
  const props = {
    categories: ['< 1', '1–3', '3–5'],
    titles: ['Under a year', '1 to 3 years', '3 to 5 years'],
    bars: [{ name: 'Employees', color: 'red', values: [5, 8, 12] }],
    height: 240,
    format: n,
  };

  it('draws one column per value with its figure, the axis title and the tick labels', () => {
    const { container } = render(<ColumnChart {...props} rtl={false} valueLabels axisTitle="Years of service" />);
    expect(bars(container)).toHaveLength(3);
    const texts = [...svgOf(container).querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['5', '8', '12', '< 1', '1–3', '3–5', 'Years of service']));
  });

  it('runs the categories from the right in right-to-left languages', () => {
    const ltr = render(<ColumnChart {...props} rtl={false} />);
    const [first, , last] = bars(ltr.container);
    expect(leftOf(first!)).toBeLessThan(leftOf(last!));
    ltr.unmount();
    const rtl = render(<ColumnChart {...props} rtl />);
    const [rFirst, , rLast] = bars(rtl.container);
    expect(leftOf(rFirst!)).toBeGreaterThan(leftOf(rLast!));
  });

  it('shows the full category name and every series under the pointer, with a legend', () => {
    const { container } = render(
      <ColumnChart {...props} rtl={false} legend line={{ name: 'Head-count', color: 'blue', values: [50, 52, 55] }} />,
    );
    expect(screen.getByText('Head-count')).toBeInTheDocument();
    // The third column's band is the right-most third of the plot.
    fireEvent.pointerMove(svgOf(container), { clientX: 500, clientY: 100 });
    const tip = container.querySelector('[data-chart-tooltip]')!;
    expect(tip.textContent).toContain('3 to 5 years');
    expect(tip.textContent).toContain('Employees12');
    expect(tip.textContent).toContain('Head-count55');
    fireEvent.pointerLeave(svgOf(container));
    expect(container.querySelector('[data-chart-tooltip]')).toBeNull();
  });
});

describe('BarListChart', () => {
  const items = [
    { name: 'Customer Service', value: 19 },
    { name: 'Sales', value: 12 },
  ];

  it('puts the names before the bars and the figures past their ends, mirrored in right-to-left', () => {
    const ltr = render(<BarListChart items={items} color="red" seriesName="Employees" rtl={false} format={n} labelWidth={150} />);
    const name = ltr.getByText('Customer Service');
    expect(name.getAttribute('text-anchor')).toBe('end');
    expect(Number(ltr.getByText('19').getAttribute('x'))).toBeGreaterThan(Number(name.getAttribute('x')));
    ltr.unmount();
    const rtl = render(<BarListChart items={items} color="red" seriesName="Employees" rtl format={n} labelWidth={150} />);
    const rName = rtl.getByText('Customer Service');
    expect(rName.getAttribute('text-anchor')).toBe('start');
    expect(Number(rtl.getByText('19').getAttribute('x'))).toBeLessThan(Number(rName.getAttribute('x')));
  });

  it('cuts long names on the axis but keeps them whole in the tooltip', () => {
    const { container, getByText } = render(
      <BarListChart
        items={items}
        color="red"
        seriesName="Employees"
        rtl={false}
        format={n}
        labelWidth={150}
        shorten={(s) => s.slice(0, 4)}
      />,
    );
    expect(getByText('Cust')).toBeInTheDocument();
    fireEvent.pointerMove(svgOf(container), { clientX: 300, clientY: 10 });
    expect(container.querySelector('[data-chart-tooltip]')!.textContent).toContain('Customer Service');
  });
});

describe('DonutChart', () => {
  it('draws a segment per non-zero item and a legend with their labels', () => {
    const { container } = render(
      <DonutChart
        height={200}
        rtl={false}
        formatValue={n}
        legendLabel={(i) => `${i.name} · ${i.value}`}
        items={[
          { name: 'Female', value: 29, color: 'purple' },
          { name: 'Male', value: 30, color: 'blue' },
          { name: 'Other', value: 0, color: 'green' },
        ]}
      />,
    );
    expect(bars(container)).toHaveLength(2);
    expect(screen.getByText('Female · 29')).toBeInTheDocument();
    expect(screen.queryByText(/Other/)).toBeNull();
    fireEvent.pointerMove(bars(container)[1]!, { clientX: 10, clientY: 10 });
    expect(container.querySelector('[data-chart-tooltip]')!.textContent).toContain('Male30');
  });

  it('draws a single item as a whole ring', () => {
    const { container } = render(
      <DonutChart height={200} rtl={false} formatValue={n} items={[{ name: 'Male', value: 3, color: 'blue' }]} />,
    );
    expect(bars(container)).toHaveLength(1);
    expect(bars(container)[0]!.getAttribute('d')!.match(/A/g)).toHaveLength(4);
  });
});
