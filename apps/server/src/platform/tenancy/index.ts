export { bindCompany, bindSelf, enterTenant, withTenant, RUNTIME_ROLE, type TenantContext, type TenantTx } from './tenancy.js';
