/**
 * Countries for the pickers (§3 Country: a 2-letter code and a description): the ISO 3166-1
 * codes, named in the element's locale by Intl.DisplayNames (no name tables in the bundle), and
 * the §5 search: case-insensitive on the code or the name.
 */
import { displayName } from '../../../shared/display-name';

/** ISO 3166-1 alpha-2, the assigned codes. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export interface Country {
  /** Upper case, two letters. */
  code: string;
  description: string;
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export const isCountryCode = (code: string): boolean => COUNTRY_CODE.test(code);

/** Names regions in one locale; the code itself when the runtime has no name for it. */
export function regionNamer(locale: string): (code: string) => string {
  return (code) => displayName(code.toUpperCase(), 'region', locale);
}

/**
 * The countries to offer, named and sorted by name in the locale. `available` (codes, or
 * countries with a server description) narrows the list; empty or absent means every country.
 * Malformed entries are dropped.
 */
export function countryList(locale: string, available: readonly unknown[] = []): Country[] {
  const name = regionNamer(locale);
  const source = available.length > 0 ? available : COUNTRY_CODES;
  const seen = new Set<string>();
  const countries: Country[] = [];
  for (const entry of source) {
    // A code, or {code, description} from the server; anything else is skipped.
    const fields = typeof entry === 'object' && entry !== null ? (entry as Partial<Record<keyof Country, unknown>>) : {};
    const raw = typeof entry === 'string' ? entry : fields.code;
    if (typeof raw !== 'string' || !isCountryCode(raw)) continue;
    const code = raw.toUpperCase();
    if (seen.has(code)) continue;
    seen.add(code);
    const given = typeof fields.description === 'string' ? fields.description : undefined;
    countries.push({ code, description: given || name(code) });
  }
  const collator = new Intl.Collator(locale);
  return countries.sort((a, b) => collator.compare(a.description, b.description));
}

/** §5 Country search: case-insensitive on the code (its start) or the name (anywhere); a blank query keeps all. */
export function searchCountries<C extends { code: string; description: string }>(countries: readonly C[], query: string): C[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...countries];
  return countries.filter((country) => country.code.toLocaleLowerCase().startsWith(needle) || country.description.toLocaleLowerCase().includes(needle));
}
