import { useMediaQuery } from '../../../../shared/hooks/use-media-query';
import { useSettings } from '../../../../shared/lib/settings';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { BarListChart } from '../../../../shared/ui/charts';
import { formatNumber } from '../../reports/lib/format';
import { ChartCard } from './chart-card';
import { chartColor, shorten } from './chart-theme';

export type NamedCount = { name: string; count: number };

/**
 * Head-count per category as horizontal bars, largest first (names stay readable on phones).
 * In right-to-left languages the names sit on the right and the bars grow leftwards.
 */
export function HeadcountBars({
  title,
  items,
  colorIndex = 0,
  limit,
  testId,
  className,
}: {
  title: string;
  items: readonly NamedCount[];
  colorIndex?: number;
  /** Show only the largest N in the chart (the table keeps them all). */
  limit?: number;
  testId?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation('people');
  const rtl = useSettings((s) => s.rtlClass === 'rtl');
  const wide = useMediaQuery('(min-width: 640px)');
  const n = (v: number) => formatNumber(v, i18n.language);
  const shown = limit ? items.slice(0, limit) : items;
  const summary = t('dashboard.summaryList', {
    title,
    list: items.map((i) => `${i.name} ${n(i.count)}`).join(', '),
  });
  return (
    <ChartCard
      title={title}
      summary={summary}
      testId={testId}
      className={className}
      empty={items.length === 0}
      table={{ columns: [t('dashboard.name'), t('dashboard.employees')], rows: items.map((i) => [i.name, n(i.count)]) }}
    >
      <BarListChart
        items={shown.map((i) => ({ name: i.name, value: i.count }))}
        color={chartColor(colorIndex)}
        seriesName={t('dashboard.employees')}
        rtl={rtl}
        format={n}
        labelWidth={wide ? 164 : 112}
        shorten={(name) => shorten(name, wide ? 24 : 15)}
      />
    </ChartCard>
  );
}
