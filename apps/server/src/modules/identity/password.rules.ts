import type { PasswordRule } from '@hcims/contracts/identity';

/**
 * New-password rules (ASVS 6.2): length only, no composition rules; refuse the most common
 * passwords and the person's own details. The length limits are in the contract.
 */

const COMMON = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty 1q2w3e4r 12345 111111 1234567890 1234567 123123 abc123 password1
  iloveyou 000000 qwertyuiop 123321 654321 666666 987654321 123qwe 1qaz2wsx 7777777 password123 112233 121212 555555
  asdfghjkl zxcvbnm qwerty12 football baseball dragon monkey letmein sunshine princess welcome welcome1 admin admin123
  administrator passw0rd p@ssw0rd p@ssword master hello123 freedom whatever trustno1 starwars superman batman login
  changeme changeme123 default secret secret123 test1234 testtest 11111111 00000000 88888888 12341234 abcd1234 aa123456
  a1b2c3d4 iloveyou1 computer internet michael jennifer jordan23 shadow killer charlie donald mustang access flower
  hottie loveme zaq12wsx q1w2e3r4 1234qwer qwer1234 asdf1234 asdfasdf 147258369 159753 789456123 987654 abcdef
  abcdefgh qazwsxedc 1qazxsw2 summer2024 winter2024 spring2024 autumn2024 summer2025 winter2025 summer2026 winter2026
  company123 hcims123 hrms1234 employee employee1 manager1 manager123 payroll1 welcome123 letmein123 password2024
  password2025 password2026 pass1234 pass@123 admin@123 india123 pakistan123 dubai123 emirates uae12345`
    .split(/\s+/)
    .filter(Boolean),
);

const normalise = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The English wording of each rule, for people reading the API (the web translates the rule). */
export const passwordRuleText: Record<PasswordRule, string> = {
  common: 'is one of the most common passwords',
  repeated: 'repeats a single character',
  personal: 'is too close to your name, email or company',
};

/** Which rule refuses a new password, or null when it is acceptable. */
export function passwordProblem(password: string, context: readonly string[]): PasswordRule | null {
  const plain = normalise(password);
  if (COMMON.has(password.toLowerCase()) || COMMON.has(plain)) return 'common';
  if (/^(.)\1*$/u.test(password)) return 'repeated';
  for (const word of context.map(normalise).filter((w) => w.length >= 4)) {
    if (plain === word || (word.includes(plain) && plain.length >= 4) || (plain.includes(word) && plain.length - word.length < 4)) {
      return 'personal';
    }
  }
  return null;
}
