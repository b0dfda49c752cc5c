import { experiencePath, type Locale } from "../../i18n"
import { PACKAGES_SEGMENT } from "./package-paths"

/** A document's path segment in each language (the Spanish one keys it). */
export type Slugs = { es: string; en: string }

/** Site paths (without the /en prefix) whose English form differs from the Spanish one. */
export type LocalisedPaths = { toEnglish: Map<string, string>; toSpanish: Map<string, string> }

/**
 * Pairs every page whose English path differs from its Spanish one
 * (categories, blog posts, experiences, tour packages and combos with English
 * slugs), so a Spanish path
 * an editor wrote in a menu, or an old English URL with a Spanish slug, can be
 * turned into the page's path in either language.
 */
export function localisedPaths(
  {
    categories,
    blogPosts,
    experiences,
    tourPackages = [],
    combos = [],
  }: {
    categories: readonly Slugs[]
    blogPosts: readonly Slugs[]
    experiences: readonly { city: string; slug: string; slugEn: string }[]
    tourPackages?: readonly Slugs[]
    combos?: readonly Slugs[]
  },
  supplier: boolean,
): LocalisedPaths {
  const toEnglish = new Map<string, string>()
  const toSpanish = new Map<string, string>()
  const add = (es: string, en: string) => {
    if (es === en) return
    toEnglish.set(es, en)
    toSpanish.set(en, es)
  }
  for (const c of categories) add(`/${c.es}`, `/${c.en}`)
  for (const p of blogPosts) add(`/blog/${p.es}`, `/blog/${p.en}`)
  for (const e of experiences) {
    add(
      experiencePath("es", e.city, e.slug, supplier),
      experiencePath("es", e.city, e.slugEn, supplier),
    )
  }
  const { es: packagesEs, en: packagesEn } = PACKAGES_SEGMENT
  add(`/${packagesEs}`, `/${packagesEn}`)
  for (const p of tourPackages) {
    add(`/${packagesEs}/${p.es}`, `/${packagesEn}/${p.en}`)
    // The section and the slug translate apart: a URL with one of each
    // language still finds the page.
    alias(toEnglish, `/${packagesEn}/${p.es}`, `/${packagesEn}/${p.en}`)
    alias(toEnglish, `/${packagesEs}/${p.en}`, `/${packagesEn}/${p.en}`)
    alias(toSpanish, `/${packagesEs}/${p.en}`, `/${packagesEs}/${p.es}`)
    alias(toSpanish, `/${packagesEn}/${p.es}`, `/${packagesEs}/${p.es}`)
  }
  for (const c of combos) add(`/combos/${c.es}`, `/combos/${c.en}`)
  return { toEnglish, toSpanish }
}

/** A site path (without prefix) in a locale: the other language's form is translated. */
export function localiseSitePath(paths: LocalisedPaths, locale: Locale, path: string) {
  return (locale === "en" ? paths.toEnglish : paths.toSpanish).get(path) ?? path
}

/** One more path that leads to a page, in one direction only (never over a page's own path). */
function alias(map: Map<string, string>, from: string, to: string) {
  if (from !== to && !map.has(from)) map.set(from, to)
}
