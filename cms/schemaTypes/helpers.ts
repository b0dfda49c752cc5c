import { LOCALES } from "@sendero/shared/locales"
import {
  defineField,
  type SlugIsUniqueValidator,
  type SlugRule,
  type ValidationContext,
} from "sanity"

/** Icon themes of the spec; a category or a highlight picks one. */
export const ICON_THEMES = [
  { title: "Hotel", value: "hotel" },
  { title: "Cruise", value: "cruise" },
  { title: "Yacht", value: "yacht" },
  { title: "Jet ski", value: "jetski" },
  { title: "Visas", value: "visas" },
  { title: "Sightseeing", value: "sightseeing" },
  { title: "Tour guide", value: "tour-guide" },
  { title: "Pickup", value: "pickup" },
  { title: "Drop-off", value: "drop-off" },
  { title: "Passengers", value: "passengers" },
  { title: "Cart", value: "cart" },
  { title: "Voucher", value: "voucher" },
  { title: "Review", value: "review" },
]

/** Lowercase ASCII words joined by single hyphens: the only shape a URL segment may take. */
export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Slug uniqueness per document type, written without `sanity::versionOf` so
 * the same query runs on the Content Lake and on groq-js over the local
 * dataset (the dataset validation script uses the latter).
 */
export const isUniqueSlug: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context
  if (!document) return true
  const published = document._id.replace(/^drafts\./, "")
  const params = { docType: document._type, draft: `drafts.${published}`, published, slug }
  const query = `!defined(*[_type == $docType && !(_id in [$draft, $published]) && slug.current == $slug][0]._id)`
  return getClient({ apiVersion: "2025-01-01" }).fetch<boolean>(query, params)
}

/** A required, unique, kebab-case slug generated from a localised field. */
export const slugField = (source: string, title = "Slug", extra?: (rule: SlugRule) => SlugRule) =>
  defineField({
    name: "slug",
    title,
    type: "slug",
    options: { source, maxLength: 96, isUnique: isUniqueSlug },
    validation: (rule) => {
      const base = rule.required().custom((value) => {
        if (!value?.current) return true
        return (
          KEBAB_CASE.test(value.current) ||
          "Usa minúsculas ASCII separadas por guiones (kebab-case)"
        )
      })
      return extra ? extra(base) : base
    },
  })

/** English slug uniqueness per document type: English pages live at these paths. */
export const isUniqueEnglishSlug: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context
  if (!document) return true
  const published = document._id.replace(/^drafts\./, "")
  const params = { docType: document._type, draft: `drafts.${published}`, published, slug }
  const query = `!defined(*[_type == $docType && !(_id in [$draft, $published]) && slugEn.current == $slug][0]._id)`
  return getClient({ apiVersion: "2025-01-01" }).fetch<boolean>(query, params)
}

/**
 * The slug of the English page (/en/...), generated from the English field;
 * when empty, the English page uses the Spanish slug. The Spanish `slug`
 * stays the document's key (an experience's is its Medusa handle).
 */
export const englishSlugField = (source: string, extra?: (rule: SlugRule) => SlugRule) =>
  defineField({
    name: "slugEn",
    title: "Slug (inglés)",
    type: "slug",
    description: "La ruta de la página en inglés. Si se deja vacío, se usa el slug en español.",
    options: { source, maxLength: 96, isUnique: isUniqueEnglishSlug },
    validation: (rule) => {
      const base = rule.custom((value) => {
        if (!value?.current) return true
        return (
          KEBAB_CASE.test(value.current) ||
          "Usa minúsculas ASCII separadas por guiones (kebab-case)"
        )
      })
      return extra ? extra(base) : base
    },
  })

/** The SEO object every public document carries. */
export const seoField = defineField({
  name: "seo",
  title: "SEO",
  type: "seo",
  group: "seo",
  validation: (rule) => rule.required(),
})

/** Field groups shared by the longer documents. */
export const contentGroups = [
  { name: "content", title: "Contenido", default: true },
  { name: "media", title: "Imágenes" },
  { name: "seo", title: "SEO" },
]

type Localised = { es?: string; en?: string } | undefined

/** A rule body: every language of a localised string at most `max` characters. */
export const maxLocalisedLength = (max: number) => (value: Localised) => {
  for (const locale of LOCALES) {
    const text = value?.[locale]
    if (text && text.length > max)
      return `${locale}: como máximo ${max} caracteres (tiene ${text.length})`
  }
  return true
}

/**
 * A document's bilingual title and the two slugs made from it, in the content
 * group (`slugTitle` labels the Spanish one).
 */
export const titleAndSlugFields = (slugTitle?: string) => [
  defineField({
    name: "title",
    title: "Título",
    type: "localeString",
    group: "content",
    validation: (rule) => rule.required(),
  }),
  { ...slugField("title.es", slugTitle), group: "content" },
  { ...englishSlugField("title.en"), group: "content" },
]

/**
 * The fields every sellable document opens with, in the content group: its
 * title and slugs (the Spanish slug is the handle of what Medusa sells;
 * `slugTitle` says which) and the city it belongs to (`cityTitle`).
 */
export const sellableHeadFields = (slugTitle: string, cityTitle = "Ciudad") => [
  ...titleAndSlugFields(slugTitle),
  defineField({
    name: "city",
    title: cityTitle,
    type: "reference",
    to: [{ type: "city" }],
    group: "content",
    validation: (rule) => rule.required(),
  }),
]

/** Whether a localised value has content: a non-blank string or a non-empty list. */
const hasContent = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === "string" && value.trim() !== ""

/** Shown beside a localised field that has Spanish and no English. */
export const MISSING_ENGLISH = "Falta el inglés: la página en inglés mostrará el texto en español"

/**
 * The rule body of a localised object's `en` field, used as a warning (never
 * an error: the site falls back to Spanish): English is missing where the
 * Spanish is written.
 */
export const missingEnglish = (en: unknown, context: ValidationContext) =>
  hasContent((context.parent as { es?: unknown } | undefined)?.es) && !hasContent(en)
    ? MISSING_ENGLISH
    : true
