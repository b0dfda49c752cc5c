/** What choosing related experiences reads of each one. */
export type RelatedCandidate = {
  slug: string
  city: { slug: string }
  categories: readonly { slug: string }[]
}

type Index = {
  byCity: Map<string, number[]>
  byCategory: Map<string, number[]>
  bySlug: Map<string, number>
}

/** Positions of the experiences by city and by category, once per list (a build's list is shared). */
const indexes = new WeakMap<readonly RelatedCandidate[], Index>()
function indexOf(all: readonly RelatedCandidate[]): Index {
  let index = indexes.get(all)
  if (!index) {
    index = { byCity: new Map(), byCategory: new Map(), bySlug: new Map() }
    const add = (map: Map<string, number[]>, key: string, i: number) => {
      const list = map.get(key)
      if (list) list.push(i)
      else map.set(key, [i])
    }
    all.forEach((e, i) => {
      index!.bySlug.set(e.slug, i)
      add(index!.byCity, e.city.slug, i)
      for (const slug of new Set(e.categories.map((c) => c.slug))) add(index!.byCategory, slug, i)
    })
    indexes.set(all, index)
  }
  return index
}

/**
 * The positions of `list` (ascending) from the first after `from`, wrapping around: each page
 * starts its picks after itself, so one experience is on a few pages' related blocks, not on
 * every page of its city (a price change re-renders the pages its card is on: at 50,000
 * experiences the first of a city was on 3,416 pages).
 */
function* after(list: readonly number[], from: number) {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (list[mid] <= from) lo = mid + 1
    else hi = mid
  }
  for (let k = 0; k < list.length; k++) yield list[(lo + k) % list.length]
}

/**
 * Up to `count` other experiences for an experience page: same city and a
 * shared category first, then same city, then a shared category; within each,
 * in the list's order starting after the page's own experience and wrapping
 * around. Reads only the experiences of its city and its categories (a build
 * of 10,000 experience pages over 5,000 experiences would otherwise score 50
 * million pairs).
 */
export function relatedExperiences<T extends RelatedCandidate>(
  all: readonly T[],
  current: { slug: string; citySlug: string; categorySlugs: string[] },
  count = 4,
): T[] {
  const { byCity, byCategory, bySlug } = indexOf(all)
  const self = bySlug.get(current.slug) ?? -1
  const distance = (i: number) => (i - self - 1 + all.length) % all.length
  const categories = new Set(current.categorySlugs)
  const shares = (e: T) => e.categories.some((c) => categories.has(c.slug))
  const both: number[] = []
  const cityOnly: number[] = []
  for (const i of after(byCity.get(current.citySlug) ?? [], self)) {
    if (all[i].slug === current.slug) continue
    if (shares(all[i])) {
      both.push(i)
      if (both.length >= count) break
    } else if (cityOnly.length < count) cityOnly.push(i)
  }
  const picked = [...both, ...cityOnly].slice(0, count)
  const need = count - picked.length
  if (need > 0) {
    // Another city, a shared category: the first of each category's list after this page, merged.
    const others = new Set<number>()
    for (const slug of categories) {
      let taken = 0
      for (const i of after(byCategory.get(slug) ?? [], self)) {
        if (taken >= need) break
        if (all[i].slug === current.slug || all[i].city.slug === current.citySlug) continue
        others.add(i)
        taken++
      }
    }
    picked.push(...[...others].sort((a, b) => distance(a) - distance(b)).slice(0, need))
  }
  return picked.map((i) => all[i])
}
