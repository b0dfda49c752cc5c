import { localeFromParam, localeParams, type Locale } from "../../i18n"
import { listedExperiences } from "../catalogue"
import { getSlugPaths } from "../content"
import { morePages } from "./pages"

/** How many experiences each listing of a locale has: all, per city and per category (Spanish slug). */
async function listingSizes(locale: Locale) {
  const all = await listedExperiences(locale)
  const cities = new Map<string, number>()
  const categories = new Map<string, number>()
  for (const e of all) {
    cities.set(e.city.slug, (cities.get(e.city.slug) ?? 0) + 1)
    for (const c of e.categories) categories.set(c.slug, (categories.get(c.slug) ?? 0) + 1)
  }
  return { all: all.length, cities, categories }
}

/**
 * `getStaticPaths` of the listings' pages after the first (`…/page/2` on):
 * the page links a visitor without JS and a crawler follow. `kind` is which
 * listing; the rule of which experiences it has is the listing's own.
 */
export async function listingPageParams(
  kind: "all" | "city" | "category",
): Promise<{ params: Record<string, string | undefined>; props: { key?: string } }[]> {
  const { cities, categories } =
    kind === "all" ? { cities: [], categories: [] } : await getSlugPaths()
  const perLocale = await Promise.all(
    localeParams.map(async (params) => {
      const locale = localeFromParam(params.locale)
      const sizes = await listingSizes(locale)
      const pages = (total: number) => morePages(total).map((page) => String(page))
      if (kind === "all")
        return pages(sizes.all).map((page) => ({ params: { ...params, page }, props: {} }))
      if (kind === "city") {
        return cities.flatMap((city) =>
          pages(sizes.cities.get(city) ?? 0).map((page) => ({
            params: { ...params, city, page },
            props: {},
          })),
        )
      }
      return categories.flatMap((slugs) =>
        pages(sizes.categories.get(slugs.es) ?? 0).map((page) => ({
          params: { ...params, category: slugs[locale], page },
          props: { key: slugs.es },
        })),
      )
    }),
  )
  return perLocale.flat()
}
