import './print.css';

export { PrintDirectory } from './print-directory';
export { usePrintAll } from './use-print-all';
