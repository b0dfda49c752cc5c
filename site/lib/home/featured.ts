/** The least a featured card needs to be told apart: its city and categories. */
export type Featurable = { slug: string; city: { slug: string }; categories: { slug: string }[] }

/** Most cards of one category the home page's featured row shows. */
export const MAX_PER_CATEGORY = 2

/**
 * The home page's featured row: the editors' picks in their order, then the
 * popular destinations' experiences taking one city after another, skipping
 * any card that would make a category appear more than MAX_PER_CATEGORY
 * times (seven airport transfers in a row say nothing about the catalogue).
 */
export function featuredMix<T extends Featurable>(
  picked: readonly T[],
  candidates: readonly T[],
  cityOrder: readonly string[],
  count = 8,
): T[] {
  const chosen: T[] = []
  const perCategory = new Map<string, number>()
  const fits = (e: T) =>
    !chosen.includes(e) &&
    e.categories.every((c) => (perCategory.get(c.slug) ?? 0) < MAX_PER_CATEGORY)
  const take = (e: T) => {
    chosen.push(e)
    for (const c of e.categories) perCategory.set(c.slug, (perCategory.get(c.slug) ?? 0) + 1)
  }
  for (const e of picked) if (chosen.length < count && fits(e)) take(e)
  // Round robin over the cities so the row also spreads across destinations.
  const queues = cityOrder.map((city) => candidates.filter((e) => e.city.slug === city))
  for (let round = 0; chosen.length < count && queues.some((q) => q.length > 0); round++) {
    for (const queue of queues) {
      if (chosen.length >= count) break
      const index = queue.findIndex(fits)
      if (index === -1) {
        queue.length = 0
        continue
      }
      take(queue[index])
      queue.splice(0, index + 1)
    }
  }
  return chosen
}
