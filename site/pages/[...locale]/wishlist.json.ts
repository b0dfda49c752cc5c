import { PUBLIC_SITE_LAYOUT } from "astro:env/client"
import type { APIRoute, GetStaticPaths } from "astro"
import { experiencePath, formatMoney, localeFromParam, localeParams } from "../../i18n"
import { listedExperiences } from "../../lib/catalogue"
import { imageUrl } from "../../lib/content"
import { listedPackages } from "../../lib/packages"
import { isSupplierLayout } from "../../lib/routing/layout"

export const getStaticPaths = (() =>
  localeParams.map((params) => ({ params }))) satisfies GetStaticPaths

/**
 * What the wishlist page shows of every experience and tour package, in one
 * language, by handle: the browser keeps only handles and reads this file when /wishlist
 * opens (it and the trip planner are the only pages that do). `multiDay`
 * marks tour packages, which the planner does not place on one day.
 */
export const GET: APIRoute = async ({ params }) => {
  const locale = localeFromParam(params.locale)
  const supplier = isSupplierLayout(PUBLIC_SITE_LAYOUT)
  const packages = await listedPackages(locale)
  const cards = Object.fromEntries(
    [...(await listedExperiences(locale)), ...packages].map((e) => [
      e.slug,
      {
        multiDay: packages.includes(e),
        title: e.title,
        city: e.city.name,
        citySlug: e.city.slug,
        duration: e.durationMinutes ?? null,
        url: e.href ?? experiencePath(locale, e.city.slug, e.pathSlug, supplier),
        image: imageUrl(e.image?.src),
        price:
          e.offer.fromPrice === null
            ? null
            : formatMoney(locale, e.offer.fromPrice, e.offer.currency),
      },
    ]),
  )
  return new Response(JSON.stringify(cards), { headers: { "Content-Type": "application/json" } })
}
