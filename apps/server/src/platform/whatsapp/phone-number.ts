/**
 * WhatsApp addresses people by their international number as digits only (E.164 without the
 * "+": 971501234567). HR types numbers every way imaginable, so normalise once, here.
 */
export type PhoneOptions = {
  /**
   * Country calling code (digits, e.g. "971") used for national numbers written with a trunk
   * "0" ("050 123 4567"). Without it such numbers are refused rather than guessed.
   */
  defaultCountryCode?: string;
};

/** Digits only, or null when the input cannot be an international number. */
export function normalisePhoneNumber(input: string, options: PhoneOptions = {}): string | null {
  // Drop an extension ("x123", "ext. 45"): a WhatsApp account belongs to the line, not the desk.
  const withoutExtension = asciiDigits(input)
    .trim()
    .replace(/\s*(?:ext\.?|x)\s*\d+$/i, '');
  // Anything but digits, spaces, + ( ) . / - means this is not a phone number (a name, a typo).
  if (withoutExtension === '' || /[^\d\s+()./-]/.test(withoutExtension) || withoutExtension.lastIndexOf('+') > 0) return null;
  const plus = withoutExtension.startsWith('+');
  let digits = withoutExtension.replace(/\D/g, '');
  if (plus) {
    // "+971 (0)50..." keeps a trunk zero in brackets that must go.
    digits = withoutExtension.replace(/\(0\)/, '').replace(/\D/g, '');
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else if (digits.startsWith('0')) {
    const country = options.defaultCountryCode?.replace(/\D/g, '');
    if (!country) return null;
    digits = country + digits.replace(/^0+/, '');
  }
  // E.164: at most 15 digits; the shortest real international numbers have 8. No country code starts with 0.
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return null;
  return digits;
}

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits, as typed on Arabic keyboards, to ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90));
}
