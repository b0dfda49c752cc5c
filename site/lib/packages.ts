import { t, type Locale } from "../i18n"
import { listings, type ListedExperience } from "./catalogue"
import {
  getTourPackageCards,
  getTourPackagePages,
  getTourPackagePaths,
  type TourPackageCardContent,
} from "./content/package-content"
import { packagePath } from "./routing/package-paths"
import { joinedTable } from "./shared-memo"

const memo = joinedTable<string, Promise<unknown>>()
/** One fetch per build for what every package page shares; a failure is forgotten so a retry refetches. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = memo.get(key)
  if (hit) return hit as Promise<T>
  const value = load()
  memo.set(key, value)
  value.catch(() => memo.delete(key))
  return value
}

/** A package's length in days, as its card and page say it. */
export const formatDays = (locale: Locale, days: number) => t(locale, "package.days", { days })

/** Minutes of a package of `days` days, as the listing's duration filter reads them (multi-day). */
const minutesOfDays = (days: number) => days * 24 * 60

/**
 * A package card as the listing's cards, filters and sort read it: the same
 * shape as an experience's, linking to the package page and saying its days.
 */
function listedPackage(
  locale: Locale,
  card: TourPackageCardContent,
  listing: Pick<ListedExperience, "offer" | "facts">,
): ListedExperience {
  return {
    slug: card.slug,
    pathSlug: card.pathSlug,
    title: card.title,
    titleLang: card.titleLang,
    categories: [],
    image: card.image,
    durationMinutes: minutesOfDays(card.durationDays),
    timeOfDay: null,
    pickupIncluded: listing.facts.pickup_included,
    cruiseBoat: null,
    city: { slug: card.city.slug, name: card.city.name },
    href: packagePath(locale, card.pathSlug),
    durationText: formatDays(locale, card.durationDays),
    ...listing,
  }
}

/** Every tour package commerce sells, as listing cards in a locale. */
export const listedPackages = (locale: Locale) =>
  once(`packages:${locale}`, async () => {
    const [cards, byHandle] = await Promise.all([getTourPackageCards(locale), listings()])
    return cards.flatMap((card) => {
      const listing = byHandle.get(card.slug)
      return listing ? [listedPackage(locale, card, listing)] : []
    })
  })

/** `getStaticPaths` entries of the package pages: packages with content and an offer. */
export async function packagePageParams() {
  const [paths, byHandle] = await Promise.all([getTourPackagePaths(), listings()])
  return paths.filter((p) => byHandle.has(p.slug))
}

/** The content, offer and booking facts of one package page (its path was built from them). */
export async function packagePage(locale: Locale, slug: string) {
  const [pages, byHandle] = await Promise.all([
    once(
      `package-pages:${locale}`,
      async () => new Map((await getTourPackagePages(locale)).map((page) => [page.slug, page])),
    ),
    listings(),
  ])
  const content = pages.get(slug)
  const listing = byHandle.get(slug)
  if (!content || !listing) throw new Error(`Tour package ${slug} has no content or no offer`)
  return { content, ...listing }
}
