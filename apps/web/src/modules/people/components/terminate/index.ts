export { checklistLabel } from './checklist';
export { TerminateDialog } from './terminate-dialog';
export { TerminationDialog } from './termination-dialog';
export { UndoDialog } from './undo-dialog';
