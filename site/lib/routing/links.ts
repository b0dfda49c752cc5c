import { localePath, type Locale } from "../../i18n"
import { listingPathFor } from "./layout"
import { localiseSitePath, type LocalisedPaths } from "./localised-paths"

/**
 * The href of a link editors wrote as a Spanish site path (`/about`) in the
 * page's language; the all-experiences path follows the layout, and a page
 * with an English slug gets its English path (`/cruceros` is `/en/cruises`).
 * Absolute URLs, mail and phone links are kept as they are.
 */
export function siteHref(locale: Locale, href: string, layout: string, paths?: LocalisedPaths) {
  if (!href.startsWith("/")) return href
  const path = href === "/things-to-do" || href === "/experiences" ? listingPathFor(layout) : href
  return localePath(locale, paths ? localiseSitePath(paths, locale, path) : path)
}
