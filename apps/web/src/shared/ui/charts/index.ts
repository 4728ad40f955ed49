/** Small SVG charts drawn by us (ADR 0081: chosen for size over a chart library). */
export { BarListChart } from './bar-list-chart';
export { ColumnChart, type Series } from './column-chart';
export { DonutChart } from './donut-chart';
export { niceTicks } from './scale';
