import { PASSWORD_MIN_LENGTH as CONTRACT_MIN } from '@hcims/contracts/identity';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { passwordStrength } from '../lib/password-strength';
import { PASSWORD_MIN_LENGTH } from '../lib/password-rules';
import { PasswordStrengthMeter } from './password-strength-meter';

await initTestI18n();

describe('password strength', () => {
  it('uses the contract’s minimum length', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(CONTRACT_MIN);
  });

  it.each([
    ['short', 0],
    ['password123', 1],
    ['aaaaaaaaaaaa', 1],
    ['abcd1234', 1],
    ['tigerlamp', 2],
    ['tiger-lamp9', 3],
    ['blue harbour lantern 47', 4],
    ['Harbour-Lantern-47', 4],
  ] as const)('rates %j as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('counts the person’s own name and email against the password', () => {
    expect(passwordStrength('Sandra-Lopez-2024', ['Sandra Lopez', 'sandra@example.com'])).toBeLessThan(
      passwordStrength('Sandra-Lopez-2024'),
    );
  });
});

describe('password strength meter', () => {
  it('shows nothing for an empty password', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('is a meter with a value and a word', () => {
    const { rerender } = render(<PasswordStrengthMeter password="short" />);
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'too short');
    expect(screen.getByText('Strength: too short')).toBeInTheDocument();
    rerender(<PasswordStrengthMeter password="Harbour-Lantern-47" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByText('Strength: strong')).toBeInTheDocument();
  });
});
