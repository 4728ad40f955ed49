export { ComposeForm } from './compose-form';
export { History } from './history';
export { MessageDetail } from './message-detail';
export { StatusNotice } from './status-notice';
export { TemplatesPanel } from './templates-panel';
