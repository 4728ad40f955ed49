import type { PointerEvent, ReactNode, Ref } from 'react';
import { ChartTooltip, type TooltipState } from './chart-tooltip';
// The charts' colours (theme tokens, light and dark) come with the charts' own chunk.
import './charts.css';

/**
 * The box every pointer-tracked chart draws in: a measured wrapper, the SVG once its width is
 * known (hidden from assistive technology: the chart card carries the figures), what follows the
 * drawing (a legend) and the tooltip.
 */
export function ChartFrame({
  frameRef,
  kind,
  width,
  height,
  rtl,
  tip,
  onMove,
  onLeave,
  after,
  children,
}: {
  frameRef: Ref<HTMLDivElement>;
  kind: string;
  width: number;
  height: number;
  rtl: boolean;
  tip: TooltipState | null;
  onMove: (event: PointerEvent<SVGSVGElement>) => void;
  onLeave: () => void;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div ref={frameRef} className="relative" style={{ minHeight: height }}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          role="presentation"
          className="block"
          // Coordinates are laid out by the charts themselves (mirrored for right to left), so text
          // anchors keep their left-to-right meaning; an Arabic page would otherwise turn them round.
          direction="ltr"
          data-chart={kind}
          onPointerMove={onMove}
          onPointerLeave={onLeave}
        >
          {children}
        </svg>
      )}
      {after}
      <ChartTooltip state={tip} width={width} rtl={rtl} />
    </div>
  );
}
