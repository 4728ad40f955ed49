import { intlLocale } from './format';

/** ISO 3166-1 alpha-2 codes; their names come from the browser in the user's language. */
const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

const cache = new Map<string, { value: string; label: string }[]>();

/** Countries as select options, named and sorted in the user's language. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const locale = intlLocale(language);
  const cached = cache.get(locale);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const options = CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
  cache.set(locale, options);
  return options;
}

/** ISO 4217 currencies the browser knows, with their names in the user's language. */
export function currencyOptions(language: string, extra: string[] = []): { value: string; label: string }[] {
  const locale = intlLocale(language);
  let codes: string[];
  try {
    codes = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency') ?? [];
  } catch {
    codes = [];
  }
  if (codes.length === 0) codes = ['AED', 'EUR', 'GBP', 'INR', 'PKR', 'SAR', 'USD'];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = null;
  }
  return [...new Set([...extra.filter(Boolean), ...codes])].map((code) => ({ value: code, label: `${code} · ${names?.of(code) ?? code}` }));
}
