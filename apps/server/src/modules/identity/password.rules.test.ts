import { describe, expect, it } from 'vitest';
import { PasswordRules } from '@hcims/contracts/identity';
import { passwordProblem, passwordRuleText } from './password.rules.js';

describe('new-password rules', () => {
  it('refuses the most common passwords, in any case or punctuation', () => {
    for (const password of ['password123', 'Password123', 'QWERTY123', 'p@ssw0rd', 'iloveyou1', '12345678']) {
      expect(passwordProblem(password, []), password).toBe('common');
    }
  });

  it('refuses a single repeated character and the person’s own details', () => {
    expect(passwordProblem('aaaaaaaaaa', [])).toBe('repeated');
    expect(passwordProblem('Meridian Crest', ['Meridian Crest Trading'])).toBe('personal');
    expect(passwordProblem('layla.haddad1', ['layla.haddad'])).toBe('personal');
  });

  it('accepts long passphrases without composition rules, Unicode included', () => {
    for (const password of ['correct horse battery staple', 'aaaaaaab', 'ßeñor 紅茶 lantern', 'Harbour-Lantern-47']) {
      expect(passwordProblem(password, ['owner', 'Meridian Crest Trading']), password).toBeNull();
    }
  });

  it('answers with a reason code of the contract, each with its English wording', () => {
    expect(Object.keys(passwordRuleText).sort()).toEqual([...PasswordRules].sort());
  });
});
