import { describe, expect, it } from 'vitest';
import { avatarColour, avatarSvg, initials } from './avatar.js';

describe('generated avatars', () => {
  it('takes the initials of the first and last words', () => {
    expect(initials('Jose Dela Cruz')).toBe('JC');
    expect(initials('omar')).toBe('O');
    expect(initials('  Chloé   Dubois ')).toBe('CD');
    expect(initials('ليلى حداد')).toBe('لح');
    expect(initials('')).toBe('?');
  });

  it('keeps a person’s colour stable and escapes everything that reaches the SVG', () => {
    expect(avatarColour('a')).toBe(avatarColour('a'));
    const svg = avatarSvg('id-1', '<script>alert(1)</script> "Evil"');
    expect(svg).not.toContain('<script');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    expect(svg).toContain('>SE</text>');
  });
});
