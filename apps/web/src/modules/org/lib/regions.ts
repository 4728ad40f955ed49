import { intlLocale } from './format';

/** ISO 3166-1 alpha-2 codes; names come from Intl.DisplayNames in the user's language. */
const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

export type Choice = { value: string; label: string };

const sorted = (choices: Choice[], locale: string) => choices.sort((a, b) => a.label.localeCompare(b.label, locale));

function displayName(type: 'region' | 'currency', code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryChoices(language?: string): Choice[] {
  const locale = intlLocale(language);
  return sorted(
    COUNTRY_CODES.map((code) => ({ value: code, label: `${displayName('region', code, locale)} (${code})` })),
    locale,
  );
}

export function currencyChoices(current: string | undefined, language?: string): Choice[] {
  const locale = intlLocale(language);
  const codes = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []);
  if (current) codes.add(current);
  return sorted(
    [...codes].map((code) => ({ value: code, label: `${code} · ${displayName('currency', code, locale)}` })),
    locale,
  );
}

export function timeZoneChoices(current: string | undefined): Choice[] {
  const zones = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}
