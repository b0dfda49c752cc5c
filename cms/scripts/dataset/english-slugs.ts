import { slug, slugify, type Pair } from "./build-helpers.ts"

type Titled = { _id: string; _type: string; title?: unknown; [field: string]: unknown }

/**
 * The English slug of a title: the words before a colon ("AlUla in three
 * days: tombs…" is alula-in-three-days), in kebab-case.
 */
export const englishSlugOf = (title: Pair) => slugify(title.en.split(":")[0])

/**
 * Gives each document an English slug from its English title, unique within
 * the given documents (a repeat gets its Spanish slug's tail, then a number),
 * so English pages live at English paths. Runs after generation so the seeded
 * randomness (and the commerce catalogue built from it) stays the same.
 */
export function withEnglishSlugs<T extends Titled>(docs: T[]): T[] {
  const taken = new Set<string>()
  return docs.map((doc) => {
    const base = englishSlugOf(doc.title as Pair)
    let candidate = base
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`
    taken.add(candidate)
    return { ...doc, slugEn: slug(candidate) }
  })
}
