import type { Theme } from '../../shared/lib/settings';

/** Spec section 4: the header toggle cycles light, dark, system, then light again. */
export const nextTheme: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
