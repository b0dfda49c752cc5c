import type { Locale } from "@sendero/shared/locales"
/** Small pure helpers the dataset generator shares: seeded randomness, localised values, keys. */

export type Pair = { es: string; en: string }

/** mulberry32: a tiny seeded PRNG, so every run writes the same dataset. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy
  }
  const sample = <T>(items: readonly T[], count: number) => shuffle(items).slice(0, count)
  return { next, int, pick, shuffle, sample }
}
export type Random = ReturnType<typeof createRandom>

/** ASCII kebab-case of a Spanish or English phrase. */
export function slugify(text: string) {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Spanish contractions: "a el" is "al", "de el" is "del". */
export const contract = (text: string) =>
  text.replace(/\ba el\b/g, "al").replace(/\bde el\b/g, "del")

export const localeString = ({ es, en }: Pair) => ({ _type: "localeString", es, en })
export const localeText = ({ es, en }: Pair) => ({ _type: "localeText", es, en })
export const localeStringList = (items: Pair[]) => ({
  _type: "localeStringList",
  es: items.map((item) => item.es),
  en: items.map((item) => item.en),
})

/** Fills `{name}` placeholders of both languages of a pair. */
export function fill(template: Pair, values: Record<string, Pair>): Pair {
  const apply = (text: string, locale: Locale) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name]
      if (!value) throw new Error(`No value for {${name}} in "${text}"`)
      return value[locale]
    })
  return { es: contract(apply(template.es, "es")), en: apply(template.en, "en") }
}

let keyCounter = 0
/** Array item keys: deterministic because generation order is. */
export const nextKey = () => `k${(keyCounter++).toString(36).padStart(5, "0")}`

export const reference = (id: string, inArray = false) => ({
  _type: "reference",
  _ref: id,
  ...(inArray ? { _key: nextKey() } : {}),
})
export const slug = (current: string) => ({ _type: "slug", current })

/** An image field as `sanity dataset export` writes it: the asset is a file placeholder. */
export const image = (file: string, alt: Pair, inArray = false) => ({
  _type: "accessibleImage",
  ...(inArray ? { _key: nextKey() } : {}),
  _sanityAsset: `image@file://./images/${file}`,
  alt: localeString(alt),
})

/** Cuts a text at a word boundary so it fits `max` characters. */
export function fit(text: string, max: number) {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,.;:]$/, "")}…`
}

/** SEO object from a title and a description, within the lengths search results show. */
export function seo(title: Pair, description: Pair) {
  const withBrand = (text: string) => (text.length + 10 <= 60 ? `${text} · Sendero` : fit(text, 60))
  return {
    _type: "seo",
    title: localeString({ es: withBrand(title.es), en: withBrand(title.en) }),
    description: localeText({ es: fit(description.es, 160), en: fit(description.en, 160) }),
  }
}

type Span = { text: string; marks?: string[] }
/** A Portable Text block of one style; spans may be plain strings. */
export function block(style: string, spans: (string | Span)[], markDefs: object[] = []) {
  return {
    _type: "block",
    _key: nextKey(),
    style,
    markDefs,
    children: spans.map((span) => {
      const { text, marks = [] } = typeof span === "string" ? { text: span } : span
      return { _type: "span", _key: nextKey(), text, marks }
    }),
  }
}

/** A section of rich text in both languages: an optional heading and paragraphs. */
export type Section = { heading?: Pair; paragraphs: Pair[]; image?: { file: string; alt: Pair } }

/** `localeBlockContent` from sections written in both languages. */
export function richText(sections: Section[]) {
  const locale = (lang: Locale) =>
    sections.flatMap((section) => [
      ...(section.heading ? [block("h2", [section.heading[lang]])] : []),
      ...section.paragraphs.map((paragraph) => block("normal", [paragraph[lang]])),
      ...(section.image ? [image(section.image.file, section.image.alt, true)] : []),
    ])
  return { _type: "localeBlockContent", es: locale("es"), en: locale("en") }
}
