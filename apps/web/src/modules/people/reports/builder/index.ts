export * from './builder-state';
export { ColumnsEditor } from './columns-editor';
export { FiltersEditor } from './filters-editor';
export { GroupingSortEditor } from './grouping-sort-editor';
export { SaveDialog, type SaveMode } from './save-dialog';
export { ShareDialog } from './share-dialog';
