import type { RoleSummary } from '@hcims/contracts/access';
import type { TFunction } from 'i18next';

/** Built-in roles are named in the user's language; custom roles keep the name the company gave them. */
export const roleName = (t: TFunction, role: Pick<RoleSummary, 'name' | 'builtIn'>): string =>
  role.builtIn ? t(`access:builtIn.${role.builtIn}.name`) : role.name;

export const roleDescription = (t: TFunction, role: Pick<RoleSummary, 'description' | 'builtIn'>): string =>
  role.builtIn ? t(`access:builtIn.${role.builtIn}.description`) : role.description;

/** A catalogue resource's label in the user's language (the server's English label as a fallback). */
export const resourceLabel = (t: TFunction, key: string, fallback: string): string =>
  t(`access:resources.${key.replace('.', '_')}.label`, { defaultValue: fallback });

export const resourceDescription = (t: TFunction, key: string, fallback: string): string =>
  t(`access:resources.${key.replace('.', '_')}.description`, { defaultValue: fallback });
