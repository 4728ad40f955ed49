export { checkRuntimeLogin, runtimeLoginProblem, type RuntimeLoginVerdict } from './runtime-login.js';
export {
  bindCompany,
  bindEmails,
  bindSecret,
  bindSelf,
  enterTenant,
  forgetTenantCompany,
  tenantCompany,
  withTenant,
  RUNTIME_ROLE,
  type TenantCompany,
  type TenantContext,
  type TenantTx,
} from './tenancy.js';
