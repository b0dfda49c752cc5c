import type { Locale } from "@sendero/shared/locales"
import { LANGUAGE_SEGMENTS, LOCALISED_ROUTE_SEGMENTS } from "@sendero/shared/reserved-segments"
import { isSupplierLayout, listingPathFor } from "./layout"

/** Language prefixes the spec recognises in paths; only es and en are offered. */
export const LANGUAGE_PREFIXES = LANGUAGE_SEGMENTS

/**
 * First segments the two-segment rule leaves alone (plus anything starting
 * with things-to-do-in): the site's own routes, from the one list the Studio
 * checks category slugs against.
 */
export const TWO_SEGMENT_EXCEPTIONS = LOCALISED_ROUTE_SEGMENTS

/** A redirect document as editors manage it: `from` a site path, `to` a path or an absolute URL. */
export type RedirectRule = { from: string; to: string; permanent: boolean }

export type RedirectDecision = { location: string; status: 301 | 302 }

type Options = {
  layout: string
  rules: readonly RedirectRule[]
  /** The city of an experience, to move /experiences/{slug} into its city in the default layouts. */
  experienceCity?: (slug: string) => string | undefined
  /**
   * A site path (without prefix) in a locale, when that page's path differs
   * between languages (English slugs): an English URL with a Spanish slug,
   * or the reverse, moves to the page's own path.
   */
  localise?: (locale: Locale, path: string) => string
}

const trimSlashes = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path)
const isAbsolute = (target: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(target)

/**
 * Where a request path should go, or null to serve it as is. Pure: the
 * middleware passes the layout and the editors' rules. Rules, in order:
 * an editor rule for the path (its own status; absolute targets leave the
 * site); a language prefix that is not offered (or `es`, whose pages live at
 * bare paths) goes to the Spanish page; /discover* goes to the listing path
 * of the layout; /experiences and /things-to-do swap to the layout's own;
 * two or more segments outside the known sections go to an experience page;
 * an experience page at the other layout's address goes to this layout's.
 * Structural rules are permanent (301). Asset-like paths (`/_astro/…`, a
 * file extension) are never rewritten so a missing file stays a 404.
 */
export function resolveRedirect(
  pathname: string,
  { layout, rules, experienceCity, localise = (_, p) => p }: Options,
): RedirectDecision | null {
  const path = trimSlashes(pathname)
  const segments = path.split("/").filter(Boolean)
  if (segments[0]?.startsWith("_") || /\.[a-z0-9]+$/i.test(segments.at(-1) ?? "")) return null

  const prefix = (LANGUAGE_PREFIXES as readonly string[]).includes(segments[0] ?? "")
    ? segments[0]
    : null
  const rest = prefix ? segments.slice(1) : segments
  const restPath = `/${rest.join("/")}`
  const keepEnglish = prefix === "en"
  const lang = keepEnglish ? "en" : "es"

  const rule = rules.find((r) => trimSlashes(r.from) === restPath)
  if (rule) {
    const status = rule.permanent ? 301 : 302
    if (isAbsolute(rule.to)) return { location: rule.to, status }
    return { location: withLocale(keepEnglish, localise(lang, rule.to)), status }
  }

  const target = localise(
    lang,
    sectionTarget(rest, lang, localise) ??
      structuralTarget(rest, layout) ??
      experienceTarget(rest, layout, experienceCity) ??
      restPath,
  )
  const location = withLocale(keepEnglish, target)
  return location === path ? null : { location, status: 301 }
}

/**
 * A path below a page whose first segment differs between languages (a
 * category's pages): in the request's language it is a known section and
 * stays (`/en/cruises/page/2`), in the other language's form the first
 * segment translates and the rest stays (`/en/cruceros/page/2`). Null when
 * the whole path is a page of its own or the first segment is the same in
 * both languages.
 */
function sectionTarget(
  segments: string[],
  lang: Locale,
  localise: NonNullable<Options["localise"]>,
): string | null {
  const [first, ...below] = segments
  if (!first || below.length === 0) return null
  const whole = `/${segments.join("/")}`
  if (localise(lang, whole) !== whole) return null
  const section = localise(lang, `/${first}`)
  if (section !== `/${first}`) return `${section}/${below.join("/")}`
  return localise(lang === "en" ? "es" : "en", `/${first}`) === `/${first}` ? null : whole
}

/** The target of the spec's path rules for the segments after the language prefix, or null. */
function structuralTarget(segments: string[], layout: string): string | null {
  const [first, second] = segments
  const listing = listingPathFor(layout)
  if (first === undefined) return null
  if (first.startsWith("discover")) return listing
  if (segments.length === 1 && (first === "experiences" || first === "things-to-do")) {
    return first === listing.slice(1) ? null : listing
  }
  if (segments.length >= 2 && second !== undefined && !isExcepted(first)) {
    return isSupplierLayout(layout)
      ? `/experiences/${second}`
      : `/things-to-do-in-${first}/${second}`
  }
  return null
}

/**
 * An experience page asked for at the other layout's address: /experiences/{slug}
 * in the default layouts goes into its city, a page inside a city goes to
 * /experiences/{slug} in the supplier layouts.
 */
function experienceTarget(
  segments: string[],
  layout: string,
  experienceCity: Options["experienceCity"],
): string | null {
  const [first, second] = segments
  if (segments.length !== 2 || !first || !second) return null
  if (isSupplierLayout(layout))
    return first.startsWith("things-to-do-in-") ? `/experiences/${second}` : null
  const city = first === "experiences" ? experienceCity?.(second) : undefined
  return city ? `/things-to-do-in-${city}/${second}` : null
}

function isExcepted(first: string) {
  return (
    (TWO_SEGMENT_EXCEPTIONS as readonly string[]).includes(first) ||
    first.startsWith("things-to-do-in")
  )
}

/** Puts a site path under /en when the request was English; other prefixes fall to Spanish. */
function withLocale(english: boolean, path: string) {
  const clean = path.startsWith("/") ? path : `/${path}`
  if (!english) return clean
  return clean === "/" ? "/en" : `/en${clean}`
}
