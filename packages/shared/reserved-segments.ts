/**
 * The first path segments the storefront routes itself, in one list: a
 * category lives at /{slug} (and /en/{slug}), so a slug that is one of these
 * would be shadowed by the site's own page, or shadow it. The Studio refuses
 * them (cms/schemaTypes/documents/category.ts), the site's build refuses a
 * category that has one anyway (site/pages/[...locale]/[category].astro), and
 * site/lib/routing/reserved-segments.test.ts fails when a route is added
 * under site/pages without being listed here.
 */

/** Static top-level routes of site/pages/[...locale]/: the same segment in both languages. */
export const LOCALISED_ROUTE_SEGMENTS = [
  "about",
  "account",
  "auth",
  "blog",
  "cart",
  "categories",
  "checkout",
  "combos",
  "contact-us",
  "destinations",
  "experiences",
  "faq",
  "paquetes-de-viaje",
  "playground",
  "privacy-policy",
  "search",
  "terms-and-conditions",
  "things-to-do",
  "tour-packages",
  "trip-planner",
  "voucher",
  "wishlist",
  "wishlist.json",
] as const

/**
 * Top-level paths outside the language tree: the routes of site/pages/, the
 * files the build writes at the root (assets, sitemaps) and the Store API the
 * site server forwards to commerce.
 */
export const SITE_ROUTE_SEGMENTS = [
  "404",
  "500",
  "favicon.svg",
  "icons.svg",
  "images",
  "listing-index",
  "robots.txt",
  "version.json",
  "_astro",
  "sitemap.xml",
  "sitemap-index.xml",
  "store",
] as const

/**
 * Language prefixes the site recognises in a path: `en` is the English tree;
 * the others (old or unoffered languages) are redirected to the Spanish page.
 */
export const LANGUAGE_SEGMENTS = [
  "en",
  "fr",
  "es",
  "de",
  "ar",
  "ru",
  "tr",
  "az",
  "tu",
  "cn",
] as const

/**
 * Beginnings of a first segment the site gives a meaning: the city listings
 * (/things-to-do-in-{city}) and the old /discover… paths, redirected to the listing.
 */
export const RESERVED_PREFIXES = ["things-to-do-in-", "discover"] as const

/** Every first segment a category (or any page at /{slug}) may not take. */
export const RESERVED_SEGMENTS: readonly string[] = [
  ...LOCALISED_ROUTE_SEGMENTS,
  ...SITE_ROUTE_SEGMENTS,
  ...LANGUAGE_SEGMENTS,
]

/**
 * Why `segment` cannot be the first segment of a page's path, in the editors'
 * language (Spanish), or null when it is free.
 */
export function reservedSegmentProblem(segment: string): string | null {
  if (RESERVED_SEGMENTS.includes(segment)) return `"${segment}" es una ruta reservada del sitio`
  const prefix = RESERVED_PREFIXES.find((start) => segment.startsWith(start))
  if (prefix) return `"${segment}" empieza por "${prefix}", una ruta reservada del sitio`
  return null
}
