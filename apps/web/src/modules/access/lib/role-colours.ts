/** Badge colours offered for roles (any #rrggbb is accepted; these read well on light and dark). */
export const roleColours = [
  '#7c3aed',
  '#0f766e',
  '#b45309',
  '#1d4ed8',
  '#be123c',
  '#15803d',
  '#0369a1',
  '#a21caf',
  '#4d7c0f',
  '#64748b',
] as const;

export const isColour = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);
