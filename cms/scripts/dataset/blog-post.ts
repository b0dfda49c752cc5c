import type { Pair, Section } from "./build-helpers.ts"
import type { PlaceKind } from "./cities.ts"

export type PostSeed = {
  slug: string
  city: string
  kind: PlaceKind
  author: string
  publishedAt: string
  tags: string[]
  title: Pair
  excerpt: Pair
  sections: Section[]
}

/** A paragraph in both languages. */
export const para = (es: string, en: string): Pair => ({ es, en })
