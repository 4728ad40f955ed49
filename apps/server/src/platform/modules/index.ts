export { composeModules, type Composition, type ModuleContext, type ServerModule } from './registry.js';
