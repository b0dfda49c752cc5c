import type { ListedExperience } from "../catalogue"
import { FEATURES, type CardFacts, type Feature } from "./filters"

/** The facts the filters read about a listed experience. */
export function cardFacts(e: ListedExperience, rank: number): CardFacts {
  const { facts } = e
  const has: Record<Feature, boolean> = {
    pickup: facts.pickup_included,
    dropoff: facts.dropoff_included,
    guide: facts.tour_guide,
  }
  return {
    rank,
    price: e.offer.fromPrice,
    durationMinutes: e.durationMinutes,
    timeOfDay: e.timeOfDay ?? null,
    categories: e.categories.map((c) => c.slug),
    languages: facts.languages,
    minimumAge: facts.minimum_age,
    rating: facts.rating.count > 0 ? facts.rating.average : null,
    bestFor: facts.best_for,
    occasions: facts.occasion,
    labels: facts.labels,
    features: FEATURES.filter((f) => has[f]),
  }
}

/** A card's facts as `data-*` attributes for the prerendered listing. */
export function cardDataAttributes(facts: CardFacts): Record<`data-${string}`, string | number> {
  return {
    "data-rank": facts.rank,
    "data-price": facts.price ?? "",
    "data-duration": facts.durationMinutes,
    "data-time": facts.timeOfDay ?? "",
    "data-categories": facts.categories.join(","),
    "data-languages": facts.languages.join(","),
    "data-minimum-age": facts.minimumAge,
    "data-rating": facts.rating ?? "",
    "data-best-for": facts.bestFor.join(","),
    "data-occasions": facts.occasions.join(","),
    "data-labels": facts.labels.join(","),
    "data-features": facts.features.join(","),
  }
}

const split = (value: string | undefined) => (value ?? "").split(",").filter(Boolean)

/** Reads back what `cardDataAttributes` wrote (an element's `dataset`). */
export function cardFactsFromDataset(data: DOMStringMap): CardFacts {
  return {
    rank: Number(data.rank),
    price: data.price ? Number(data.price) : null,
    durationMinutes: Number(data.duration),
    timeOfDay: data.time || null,
    categories: split(data.categories),
    languages: split(data.languages),
    minimumAge: Number(data.minimumAge ?? 0),
    rating: data.rating ? Number(data.rating) : null,
    bestFor: split(data.bestFor),
    occasions: split(data.occasions),
    labels: split(data.labels),
    features: split(data.features).filter((f): f is Feature =>
      (FEATURES as readonly string[]).includes(f),
    ),
  }
}
