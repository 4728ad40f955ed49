import { createHash } from 'node:crypto';

/**
 * Generated avatars for employees without a photo: initials on a colour chosen from the
 * employee id, so a person keeps their colour everywhere. The SVG is built from a fixed template
 * and only letters from the name reach it, escaped: nothing the user typed can become markup.
 */

/** Background colours with white text at a contrast of at least 4.5:1. */
const PALETTE = [
  '#1d4ed8',
  '#0f766e',
  '#7c3aed',
  '#b45309',
  '#be123c',
  '#15803d',
  '#4338ca',
  '#a21caf',
  '#0e7490',
  '#9a3412',
  '#475569',
  '#6d28d9',
];

export function avatarColour(id: string): string {
  const digest = createHash('sha256').update(id).digest();
  return PALETTE[digest[0]! % PALETTE.length]!;
}

/** Up to two initials: first letters of the first and last words, upper-cased in the name's own script. */
export function initials(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words.at(-1)!][0]! : '';
  return (first + last).toLocaleUpperCase();
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function avatarSvg(id: string, name: string): string {
  const text = escapeXml(initials(name));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">',
    `<rect width="128" height="128" fill="${avatarColour(id)}"/>`,
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="600" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('');
}
