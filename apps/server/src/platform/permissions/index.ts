export { beyondHeld, grantActions, grantProblems, holds, permissionSetOf, type GrantProblem } from './permissions.js';
