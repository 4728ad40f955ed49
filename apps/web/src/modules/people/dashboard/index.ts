/** The HR dashboard's parts (its charts, shared/ui/charts, load only with the /hcims chunk). */
export { useHrDashboard } from './api/use-hr-dashboard';
export { Celebrations } from './components/celebrations';
export { ExpiringDocuments } from './components/expiring-documents';
export { FlowChart } from './components/flow-chart';
export { GenderChart } from './components/gender-chart';
export { HeadcountBars } from './components/headcount-bars';
export { KpiTiles } from './components/kpi-tiles';
export { TenureChart } from './components/tenure-chart';
