import { PASSWORD_MIN_LENGTH } from './password-rules';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

const sequences = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const commonWords = ['password', 'passwort', 'qwerty', 'letmein', 'welcome', 'admin', 'iloveyou', 'monkey', 'dragon', 'hcims', 'company'];

/**
 * A quick estimate for the meter (the server has the final word): 0 too short, 1 weak, 2 fair,
 * 3 good, 4 strong. Length counts most; variety helps; runs, repeats, common words and the
 * person's own details count against it.
 */
export function passwordStrength(password: string, personal: readonly string[] = []): StrengthScore {
  if (password.length < PASSWORD_MIN_LENGTH) return 0;
  const lower = password.toLowerCase();
  let points = Math.min(password.length, 24) / 3; // 8 chars ≈ 2.7, 16 ≈ 5.3
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  points += classes - 1;
  if (/(.)\1{2,}/.test(password)) points -= 2;
  if (new Set(lower).size <= Math.ceil(password.length / 3)) points -= 2;
  for (const run of sequences) {
    for (let i = 0; i + 4 <= run.length; i++) {
      if (lower.includes(run.slice(i, i + 4)) || lower.includes([...run.slice(i, i + 4)].reverse().join(''))) {
        points -= 1.5;
        break;
      }
    }
  }
  if (commonWords.some((w) => lower.includes(w))) points -= 3;
  for (const value of personal) {
    const word =
      value
        .toLowerCase()
        .split('@')[0]
        ?.replace(/[^\p{L}\p{N}]/gu, '') ?? '';
    if (word.length >= 3 && lower.replace(/[^\p{L}\p{N}]/gu, '').includes(word)) points -= 3;
  }
  if (points < 3) return 1;
  if (points < 5) return 2;
  if (points < 7) return 3;
  return 4;
}
