import { defineField, defineType, type SlugRule } from "sanity"
import { contentGroups, englishSlugField, ICON_THEMES, seoField, slugField } from "../helpers"

/**
 * First path segments the site routes itself; a category at /{slug} must not
 * take one, nor the /things-to-do-in-{city} prefix of city listings.
 */
export const RESERVED_SEGMENTS = [
  "blog",
  "experiences",
  "auth",
  "about",
  "cart",
  "checkout",
  "terms-and-conditions",
  "privacy-policy",
  "faq",
  "things-to-do",
  "search",
  "contact-us",
  "playground",
  "sitemap.xml",
  "discover",
  "categories",
  "destinations",
  "wishlist",
  "paquetes-de-viaje",
  "tour-packages",
  "en",
  "fr",
  "es",
  "de",
  "ar",
  "ru",
  "tr",
  "az",
  "tu",
  "cn",
]

/** A category slug is a first path segment: none the site routes itself. */
const notReserved = (rule: SlugRule) =>
  rule.custom((value: { current?: string } | undefined) => {
    const slug = value?.current
    if (!slug) return true
    if (RESERVED_SEGMENTS.includes(slug)) return `"${slug}" es una ruta reservada del sitio`
    if (slug.startsWith("things-to-do-in")) return "El prefijo things-to-do-in es de las ciudades"
    return true
  })

/** A kind of experience with its own listing page at /{slug}. */
export const category = defineType({
  name: "category",
  title: "Categoría",
  type: "document",
  groups: contentGroups,
  fields: [
    defineField({
      name: "name",
      title: "Nombre",
      type: "localeString",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    {
      ...slugField("name.es", "Slug", notReserved),
      group: "content",
    },
    { ...englishSlugField("name.en", notReserved), group: "content" },
    defineField({
      name: "iconTheme",
      title: "Icono",
      type: "string",
      group: "content",
      options: { list: ICON_THEMES },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "intro",
      title: "Introducción",
      type: "localeText",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "image", title: "Imagen", type: "accessibleImage", group: "media" }),
    seoField,
  ],
  preview: {
    select: { title: "name.es", slug: "slug.current", icon: "iconTheme" },
    prepare: ({ title, slug, icon }) => ({ title, subtitle: `/${slug ?? ""} · ${icon ?? ""}` }),
  },
})
