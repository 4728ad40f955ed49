import { z } from 'zod';
import { Actions, PermissionCategories, RiskLevels, Scopes } from './catalogue.js';

export * from './catalogue.js';

export const ScopeSchema = z.enum(Scopes).describe('How far a grant reaches: own, team, department, company or group');
export const ActionSchema = z.enum(Actions);

/** What a signed-in user may do in the active company: code -> widest scope held. */
export const PermissionSetSchema = z
  .record(z.string(), ScopeSchema)
  .describe('Granted permission codes (module.resource:action) with the widest scope held for each');
export type PermissionSet = z.infer<typeof PermissionSetSchema>;

export const BuiltInRoleKeys = ['owner', 'hr-admin', 'manager', 'employee'] as const;
export type BuiltInRoleKey = (typeof BuiltInRoleKeys)[number];

export const AccessErrorCodes = [
  'ACCESS_ROLE_BUILT_IN',
  'ACCESS_ROLE_LOCKED',
  'ACCESS_ROLE_NAME_TAKEN',
  'ACCESS_GRANT_INVALID',
  'ACCESS_ESCALATION',
  'ACCESS_LAST_OWNER',
] as const;
export type AccessErrorCode = (typeof AccessErrorCodes)[number];

const uuid = z.uuid();
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'expected a colour like #1d4ed8' })
  .describe('Badge colour, #rrggbb');

export const PermissionResourceSchema = z.object({
  key: z.string().describe('module.resource'),
  label: z.string(),
  description: z.string(),
  category: z.enum(PermissionCategories),
  risk: z.enum(RiskLevels),
  actions: z.array(ActionSchema).describe('The actions a role can switch on'),
  scopes: z.array(ScopeSchema).describe('The scopes that make sense, narrowest first'),
  riskByAction: z.partialRecord(ActionSchema, z.enum(RiskLevels)).optional(),
});
export const PermissionCatalogueSchema = z.object({
  categories: z.array(z.enum(PermissionCategories)),
  scopes: z.array(ScopeSchema),
  resources: z.array(PermissionResourceSchema),
  codes: z.array(
    z.object({
      code: z.string(),
      resource: z.string(),
      action: ActionSchema,
      label: z.string(),
      description: z.string(),
      category: z.enum(PermissionCategories),
      risk: z.enum(RiskLevels),
    }),
  ),
});
export type PermissionCatalogue = z.infer<typeof PermissionCatalogueSchema>;

export const GrantSchema = z.object({
  resource: z.string().min(1).max(100).describe('A catalogue resource, e.g. people.employees'),
  create: z.boolean(),
  read: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  scope: ScopeSchema,
});
export type Grant = z.infer<typeof GrantSchema>;

export const RoleSummarySchema = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  colour: z.string(),
  builtIn: z.enum(BuiltInRoleKeys).nullable().describe('Which built-in role this is; built-in roles cannot be deleted'),
  memberCount: z.number().int(),
  version: z.number().int().describe('Send it back with a change; a stale version answers 409'),
});
export type RoleSummary = z.infer<typeof RoleSummarySchema>;

export const RoleDetailSchema = RoleSummarySchema.extend({ grants: z.array(GrantSchema) });
export type RoleDetail = z.infer<typeof RoleDetailSchema>;

export const CreateRoleSchema = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500).default(''),
  colour: colour.default('#64748b'),
  copyFromRoleId: uuid.optional().describe('Start with the grants of this role'),
});
export type CreateRole = z.input<typeof CreateRoleSchema>;

export const UpdateRoleSchema = z.object({
  version: z.number().int(),
  name: z.string().trim().min(1).max(80).optional(),
  description: z.string().trim().max(500).optional(),
  colour: colour.optional(),
});
export type UpdateRole = z.infer<typeof UpdateRoleSchema>;

export const ReplaceGrantsSchema = z.object({
  version: z.number().int(),
  grants: z.array(GrantSchema).max(200).describe('The complete new set; resources left out are granted nothing'),
});
export type ReplaceGrants = z.infer<typeof ReplaceGrantsSchema>;

export const CopyGrantsSchema = z.object({
  version: z.number().int(),
  fromRoleId: uuid,
});
export type CopyGrants = z.infer<typeof CopyGrantsSchema>;

export const RoleIdParamsSchema = z.object({ id: uuid });
export const RoleMemberParamsSchema = z.object({ id: uuid, memberId: uuid });

export const MemberSchema = z.object({
  id: uuid.describe('The membership id (a person in this company)'),
  userId: uuid,
  name: z.string(),
  email: z.string(),
  status: z.string(),
  roleIds: z.array(uuid),
});
export type Member = z.infer<typeof MemberSchema>;

export const MemberListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Search in name and email'),
  roleId: uuid.optional().describe('Only members of this role'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  page: z.coerce.number().int().min(1).default(1),
});
export const MemberListSchema = z.object({ items: z.array(MemberSchema), total: z.number().int() });
export type MemberList = z.infer<typeof MemberListSchema>;

export const AddRoleMembersSchema = z.object({ memberIds: z.array(uuid).min(1).max(200) });
export type AddRoleMembers = z.infer<typeof AddRoleMembersSchema>;

const MatrixCellSchema = z.object({
  create: z.boolean(),
  read: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  scope: ScopeSchema,
});
export const PermissionMatrixSchema = z.object({
  roles: z.array(RoleSummarySchema),
  rows: z.array(
    z.object({
      resource: z.string(),
      label: z.string(),
      category: z.enum(PermissionCategories),
      grants: z.record(z.string(), MatrixCellSchema).describe('Role id -> grant; roles that grant nothing are absent'),
    }),
  ),
});
export type PermissionMatrix = z.infer<typeof PermissionMatrixSchema>;

export const AuditEventSchema = z.object({
  id: uuid,
  at: z.string(),
  action: z.string(),
  actorUserId: uuid.nullable(),
  actorName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.iso.datetime({ offset: true }).optional().describe('Only events before this instant (the last "at" of the previous page)'),
  action: z.string().max(60).optional(),
});
export const AuditEventListSchema = z.object({ items: z.array(AuditEventSchema) });
