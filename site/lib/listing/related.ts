/** What choosing related experiences reads of each one. */
export type RelatedCandidate = {
  slug: string
  city: { slug: string }
  categories: readonly { slug: string }[]
}

type Index = { byCity: Map<string, number[]>; byCategory: Map<string, number[]> }

/** Positions of the experiences by city and by category, once per list (a build's list is shared). */
const indexes = new WeakMap<readonly RelatedCandidate[], Index>()
function indexOf(all: readonly RelatedCandidate[]): Index {
  let index = indexes.get(all)
  if (!index) {
    index = { byCity: new Map(), byCategory: new Map() }
    const add = (map: Map<string, number[]>, key: string, i: number) => {
      const list = map.get(key)
      if (list) list.push(i)
      else map.set(key, [i])
    }
    all.forEach((e, i) => {
      add(index!.byCity, e.city.slug, i)
      for (const slug of new Set(e.categories.map((c) => c.slug))) add(index!.byCategory, slug, i)
    })
    indexes.set(all, index)
  }
  return index
}

/**
 * Up to `count` other experiences for an experience page: same city and a
 * shared category first, then same city, then a shared category; in the
 * list's order within each. Reads only the experiences of its city and its
 * categories (a build of 10,000 experience pages over 5,000 experiences would
 * otherwise score 50 million pairs).
 */
export function relatedExperiences<T extends RelatedCandidate>(
  all: readonly T[],
  current: { slug: string; citySlug: string; categorySlugs: string[] },
  count = 4,
): T[] {
  const { byCity, byCategory } = indexOf(all)
  const categories = new Set(current.categorySlugs)
  const shares = (e: T) => e.categories.some((c) => categories.has(c.slug))
  const both: number[] = []
  const cityOnly: number[] = []
  for (const i of byCity.get(current.citySlug) ?? []) {
    if (all[i].slug === current.slug) continue
    if (shares(all[i])) {
      both.push(i)
      if (both.length >= count) break
    } else if (cityOnly.length < count) cityOnly.push(i)
  }
  const picked = [...both, ...cityOnly].slice(0, count)
  const need = count - picked.length
  if (need > 0) {
    // Another city, a shared category: the first of each category's list, merged in the list's order.
    const others = new Set<number>()
    for (const slug of categories) {
      let taken = 0
      for (const i of byCategory.get(slug) ?? []) {
        if (taken >= need) break
        if (all[i].slug === current.slug || all[i].city.slug === current.citySlug) continue
        others.add(i)
        taken++
      }
    }
    picked.push(...[...others].sort((a, b) => a - b).slice(0, need))
  }
  return picked.map((i) => all[i])
}
