export { checkRuntimeLogin, runtimeLoginProblem, type RuntimeLoginVerdict } from './runtime-login.js';
export {
  bindCompany,
  bindEmails,
  bindSecret,
  bindSelf,
  enterTenant,
  withTenant,
  RUNTIME_ROLE,
  type TenantContext,
  type TenantTx,
} from './tenancy.js';
