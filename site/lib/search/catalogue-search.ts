import type { Locale } from "../../i18n"
import type { getBlogPosts, getCategories, getCities, getExperienceSearchText } from "../content"
import { createSearchIndex, searchIndex, type SearchDocument, type SearchKind } from "./index"

type City = Awaited<ReturnType<typeof getCities>>[number]
type Category = Awaited<ReturnType<typeof getCategories>>[number]
type BlogPost = Awaited<ReturnType<typeof getBlogPosts>>[number]
type ExperienceText = Awaited<ReturnType<typeof getExperienceSearchText>>[number]

/** What the index reads of an experience (a listing card has it). */
type SearchableExperience = {
  slug: string
  title: string
  city: { name: string }
  categories: readonly { name: string }[]
}

/** What the search covers in one locale: listed experiences, their texts, cities, categories, posts. */
export type CatalogueSearchInput<E extends SearchableExperience> = {
  experiences: readonly E[]
  experienceTexts: readonly ExperienceText[]
  cities: readonly City[]
  categories: readonly Category[]
  posts: readonly BlogPost[]
}

/** What a search page shows, each group best first. */
export type CatalogueSearchResults<E> = {
  experiences: E[]
  cities: City[]
  categories: Category[]
  posts: BlogPost[]
}

/** The documents of the index: an experience is found by its title, its city and categories, and its overview and highlights. */
export function catalogueDocuments<E extends SearchableExperience>(
  input: CatalogueSearchInput<E>,
): SearchDocument[] {
  const texts = new Map(input.experienceTexts.map((t) => [t.slug, t]))
  return [
    ...input.experiences.map((e) => {
      const extra = texts.get(e.slug)
      return {
        kind: "experience" as const,
        slug: e.slug,
        title: e.title,
        context: [e.city.name, ...e.categories.map((c) => c.name)].join(" · "),
        text: extra ? [extra.overview, ...(extra.highlights ?? [])].join("\n") : undefined,
      }
    }),
    ...input.cities.map((c) => ({
      kind: "city" as const,
      slug: c.slug,
      title: c.name,
      context: c.country ?? undefined,
    })),
    ...input.categories.map((c) => ({ kind: "category" as const, slug: c.slug, title: c.name })),
    ...input.posts.map((p) => ({
      kind: "post" as const,
      slug: p.slug,
      title: p.title,
      text: p.excerpt,
    })),
  ]
}

/**
 * Builds the search of one locale once; the returned function answers a query
 * with the matching experiences, cities, categories and blog posts.
 */
export function createCatalogueSearch<E extends SearchableExperience>(
  locale: Locale,
  input: CatalogueSearchInput<E>,
) {
  const index = createSearchIndex(locale, catalogueDocuments(input))
  const bySlug = {
    experience: new Map(input.experiences.map((e) => [e.slug, e])),
    city: new Map(input.cities.map((c) => [c.slug, c])),
    category: new Map(input.categories.map((c) => [c.slug, c])),
    post: new Map(input.posts.map((p) => [p.slug, p])),
  }
  return (query: string): CatalogueSearchResults<E> => {
    const hits = searchIndex(index, query)
    const pick = <K extends SearchKind, T>(kind: K, items: Map<string, T>) =>
      hits.flatMap((hit) => {
        const item = hit.kind === kind ? items.get(hit.slug) : undefined
        return item ? [item] : []
      })
    return {
      experiences: pick("experience", bySlug.experience),
      cities: pick("city", bySlug.city),
      categories: pick("category", bySlug.category),
      posts: pick("post", bySlug.post),
    }
  }
}
