import { defineArrayMember, defineField, defineType } from "sanity"
import { seoField, sellableHeadFields } from "../helpers"

type Ref = { _ref?: string }

/**
 * Two to four experiences of one city sold together at a bundle price below
 * the sum of theirs. Its slug is the handle of the combo in Medusa, which
 * holds the bundle price per age band and holds seats on every part at once.
 */
export const combo = defineType({
  name: "combo",
  title: "Combo",
  type: "document",
  groups: [
    { name: "content", title: "Contenido", default: true },
    { name: "media", title: "Imágenes" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    ...sellableHeadFields("Slug (handle del combo en Medusa)"),
    defineField({
      name: "parts",
      title: "Experiencias del combo",
      description: "De 2 a 4 experiencias de la misma ciudad, en el orden en que se suelen hacer.",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "reference", to: [{ type: "experience" }] })],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .max(4)
          .unique()
          .custom(async (parts: Ref[] | undefined, context) => {
            const city = (context.document?.city as Ref | undefined)?._ref
            const ids = (parts ?? []).map((p) => p._ref).filter(Boolean)
            if (!city || ids.length === 0) return true
            const cities = await context
              .getClient({ apiVersion: "2025-01-01" })
              .fetch<string[]>(`*[_id in $ids].city._ref`, { ids })
            return (
              cities.every((c) => c === city) ||
              "Todas las experiencias deben ser de la ciudad del combo"
            )
          }),
    }),
    defineField({
      name: "discountPercent",
      title: "Descuento sobre la suma (%)",
      description:
        "El precio del combo por viajero es la suma de las experiencias menos este porcentaje.",
      type: "number",
      group: "content",
      validation: (rule) => rule.required().integer().min(5).max(40),
    }),
    defineField({
      name: "intro",
      title: "Introducción",
      type: "localeText",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "image",
      title: "Imagen principal",
      type: "accessibleImage",
      group: "media",
      validation: (rule) => rule.required(),
    }),
    seoField,
  ],
  orderings: [{ title: "Título", name: "titleAsc", by: [{ field: "title.es", direction: "asc" }] }],
  preview: {
    select: { title: "title.es", slug: "slug.current", city: "city.name.es", media: "image" },
    prepare: ({ title, slug, city, media }) => ({
      title,
      subtitle: `${city ?? "—"} · ${slug ?? ""}`,
      media,
    }),
  },
})
