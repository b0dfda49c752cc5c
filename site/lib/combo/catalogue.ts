import { PUBLIC_DEFAULT_CURRENCY } from "astro:env/client"
import type { CombosQueryResult } from "@sendero/cms/sanity.types"
import { experiencePath, localePath, type Locale } from "../../i18n"
import { listings, type ListedExperience } from "../catalogue"
import { sdk } from "../commerce/sdk"
import { combosQuery } from "@sendero/cms/queries/combos"
import { fetchContent } from "../content/source"
import { joinedTable } from "../shared-memo"

const BANDS = ["adult", "child"] as const
export type ComboBand = (typeof BANDS)[number]
/** `sum`: the parts bought separately, now; `saving`: `sum - total`, 0 when there is none. */
type BandPrice = { total: number; parts: number[]; sum: number; saving?: number }
/** A combo as `GET /store/combos` sells it. */
export type StoreCombo = {
  id: string
  handle: string
  city: string
  parts: { handle: string; product_id: string; option_code: string }[]
  prices: Record<string, Partial<Record<ComboBand, BandPrice>>>
}

type ComboContent = CombosQueryResult[number]

/** One part of a combo as its page shows it. */
export type ComboPartView = {
  slug: string
  title: string
  titleLang: Locale
  href: string
  durationMinutes: number
  optionCode: string
  image: { src: string | null; alt: string | null } | null
}

/** A band's bundle price, the parts' sum and the saving, in every currency (upper-case codes). */
export type ComboBandView = {
  band: ComboBand
  total: Record<string, number>
  sum: Record<string, number>
  saving: Record<string, number>
}

/**
 * A combo the content describes and commerce sells, shaped like a listed
 * experience (so the listing's filters, sort and chips read it the same way:
 * the adult bundle price, the parts' total duration, what every part offers)
 * plus what its card and page show.
 */
export type ListedCombo = ListedExperience & {
  combo: {
    id: string
    slugs: { es: string; en: string }
    intro: string | null
    introLang: Locale
    discountPercent: number
    timeZone: string
    parts: ComboPartView[]
    bands: ComboBandView[]
    seo: ComboContent["seo"]
  }
}

const memo = joinedTable<string, Promise<unknown>>()
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!memo.has(key)) {
    const value = load()
    memo.set(key, value)
    value.catch(() => memo.delete(key))
  }
  return memo.get(key) as Promise<T>
}

/** Every combo commerce sells, keyed by handle (read once per build). */
export const storeCombos = () =>
  once("store-combos", async () => {
    const { combos } = await sdk.client.fetch<{ combos: StoreCombo[] }>("/store/combos")
    return new Map(combos.map((c) => [c.handle, c]))
  })

const unique = <T>(items: T[]) => [...new Set(items)]
const upper = (prices: StoreCombo["prices"], band: ComboBand, key: "total" | "sum" | "saving") =>
  Object.fromEntries(
    Object.entries(prices).flatMap(([currency, bands]) => {
      const price = bands[band]
      if (!price) return []
      const value =
        key === "saving" ? (price.saving ?? Math.max(0, price.sum - price.total)) : price[key]
      return [[currency.toUpperCase(), value]]
    }),
  )

/**
 * Every combo of a locale whose parts are all listed (so no combo links to a
 * page that was not built), in content order.
 */
export const listedCombos = (locale: Locale) =>
  once(`combos:${locale}`, async () => {
    const [content, sold, byHandle] = await Promise.all([
      fetchContent<CombosQueryResult>(combosQuery, { locale }),
      storeCombos(),
      listings(),
    ])
    const currency = PUBLIC_DEFAULT_CURRENCY.toUpperCase()
    return content.flatMap((doc): ListedCombo[] => {
      const store = sold.get(doc.slug ?? "")
      const parts = doc.parts ?? []
      const listed = parts.map((p) => (p?.slug ? byHandle.get(p.slug) : undefined))
      const adult = store?.prices[currency.toLowerCase()]?.adult
      if (
        !store ||
        !doc.city?.slug ||
        !adult ||
        listed.some((l) => !l) ||
        parts.length !== store.parts.length
      )
        return []
      const facts = listed.map((l) => l!.facts)
      const ratings = facts.filter((f) => f.rating.count > 0)
      const rated = ratings.reduce((n, f) => n + f.rating.count, 0)
      const bands = BANDS.filter((band) => store.prices[currency.toLowerCase()]?.[band]).map(
        (band) => ({
          band,
          total: upper(store.prices, band, "total"),
          sum: upper(store.prices, band, "sum"),
          saving: upper(store.prices, band, "saving"),
        }),
      )
      return [
        {
          slug: doc.slug!,
          pathSlug: doc.pathSlug ?? doc.slug!,
          title: doc.title ?? doc.slug!,
          titleLang: doc.titleLang as Locale,
          categories: unique(
            parts.flatMap((p) => p.categories ?? []).map((c) => JSON.stringify(c)),
          ).map((c) => JSON.parse(c)),
          image: doc.image,
          durationMinutes: parts.reduce((n, p) => n + (p.durationMinutes ?? 0), 0),
          timeOfDay: parts[0].timeOfDay,
          pickupIncluded: facts.every((f) => f.pickup_included),
          cruiseBoat: null,
          city: { slug: doc.city.slug, name: doc.city.name },
          offer: {
            id: store.id,
            handle: store.handle,
            currency,
            fromPrice: adult.total,
            per: "person",
            prices: bands[0].total,
          },
          facts: {
            handle: store.handle,
            languages: facts
              .map((f) => f.languages)
              .reduce((a, b) => a.filter((l) => b.includes(l))),
            minimum_age: Math.max(...facts.map((f) => f.minimum_age)),
            labels: [],
            best_for: unique(facts.flatMap((f) => f.best_for)),
            occasion: unique(facts.flatMap((f) => f.occasion)),
            tour_guide: facts.some((f) => f.tour_guide),
            pickup_included: facts.every((f) => f.pickup_included),
            dropoff_included: facts.every((f) => f.dropoff_included),
            cancellation_policy: facts[0].cancellation_policy,
            rating: {
              average: rated
                ? Math.round(
                    (ratings.reduce((n, f) => n + f.rating.average! * f.rating.count, 0) / rated) *
                      10,
                  ) / 10
                : null,
              count: rated,
            },
          },
          combo: {
            id: store.id,
            slugs: { es: doc.slugs?.es ?? doc.slug!, en: doc.slugs?.en ?? doc.slug! },
            intro: doc.intro,
            introLang: doc.introLang as Locale,
            discountPercent: doc.discountPercent ?? 0,
            timeZone: doc.city.timeZone ?? "UTC",
            seo: doc.seo,
            parts: parts.map((p, i) => ({
              slug: p.slug!,
              title: p.title ?? p.slug!,
              titleLang: p.titleLang as Locale,
              href: experiencePath(locale, p.citySlug ?? doc.city!.slug!, p.pathSlug ?? p.slug!),
              durationMinutes: p.durationMinutes ?? 0,
              optionCode: store.parts[i].option_code,
              image: p.image,
            })),
            bands,
          },
        },
      ]
    })
  })

/** The path of the combo listing and of a combo page in a locale. */
export const combosPath = (locale: Locale) => localePath(locale, "/combos")
export const comboPath = (locale: Locale, pathSlug: string) =>
  localePath(locale, `/combos/${pathSlug}`)
