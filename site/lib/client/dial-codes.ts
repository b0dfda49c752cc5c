import type { ClientLocale } from "./format"

/** Dialling codes by region (ISO 3166-1 alpha-2), for the phone prefix picker; names come from Intl.DisplayNames. */
export const DIAL_CODES: [region: string, code: string][] = [
  ["ES", "+34"],
  ["SA", "+966"],
  ["AE", "+971"],
  ["US", "+1"],
  ["GB", "+44"],
  ["FR", "+33"],
  ["DE", "+49"],
  ["IT", "+39"],
  ["PT", "+351"],
  ["NL", "+31"],
  ["BE", "+32"],
  ["CH", "+41"],
  ["AT", "+43"],
  ["IE", "+353"],
  ["SE", "+46"],
  ["NO", "+47"],
  ["DK", "+45"],
  ["FI", "+358"],
  ["PL", "+48"],
  ["GR", "+30"],
  ["TR", "+90"],
  ["EG", "+20"],
  ["MA", "+212"],
  ["QA", "+974"],
  ["KW", "+965"],
  ["BH", "+973"],
  ["OM", "+968"],
  ["JO", "+962"],
  ["IN", "+91"],
  ["PK", "+92"],
  ["CN", "+86"],
  ["JP", "+81"],
  ["KR", "+82"],
  ["AU", "+61"],
  ["NZ", "+64"],
  ["CA", "+1"],
  ["MX", "+52"],
  ["AR", "+54"],
  ["CO", "+57"],
  ["CL", "+56"],
  ["PE", "+51"],
  ["BR", "+55"],
  ["VE", "+58"],
  ["UY", "+598"],
  ["EC", "+593"],
  ["RU", "+7"],
  ["UA", "+380"],
  ["ZA", "+27"],
  ["NG", "+234"],
]

/** The dialling codes with country names in a language, sorted by name. */
export function dialCodeOptions(locale: ClientLocale) {
  const names = new Intl.DisplayNames([locale], { type: "region" })
  return DIAL_CODES.map(([region, code]) => ({
    region,
    code,
    name: names.of(region) ?? region,
  })).sort((a, b) => a.name.localeCompare(b.name, locale))
}
