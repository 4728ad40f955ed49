export { composeModules, type ModuleContext, type ServerModule } from './registry.js';
