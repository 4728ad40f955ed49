/** Components of the org screens (the pages import them from here). */
export { BranchesPanel } from './company/branches-panel';
export { DetailsForm } from './company/details-form';
export { HoursForm } from './company/hours-form';
export { LogoCard } from './company/logo-card';
export { StandardsForm } from './company/standards-form';
export { AddCompanyDialog } from './group/add-company-dialog';
export { RenameGroupForm } from './group/rename-group-form';
export { QueryState } from './query-state';
export { StatTiles } from './stat-tiles';
export { DeleteDialog } from './structure/delete-dialog';
export { DepartmentDialog, type DepartmentDialogMode } from './structure/department-dialog';
export { DepartmentChartBox, DepartmentTreeRow } from './structure/department-node';
export { DesignationDialog, type DesignationDialogMode } from './structure/designation-dialog';
export { DesignationChartBox, DesignationTreeRow } from './structure/designation-node';
export { OrgChart } from './structure/org-chart';
export { TreeList } from './structure/tree-list';
