import { defineArrayMember, defineField, defineType } from "sanity"
import { seoField, sellableHeadFields } from "../helpers"

type Day = { overnight?: { es?: string } }

/**
 * A multi-day tour package: the words, day-by-day plan and route. Its slug is
 * the handle of the Medusa product that sells its departures (slots), prices
 * per age band and the single-room supplement.
 */
export const tourPackage = defineType({
  name: "tourPackage",
  title: "Paquete de viaje",
  type: "document",
  groups: [
    { name: "content", title: "Contenido", default: true },
    { name: "plan", title: "Día a día" },
    { name: "media", title: "Imágenes" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    ...sellableHeadFields("Slug (handle del producto en Medusa)", "Ciudad de salida"),
    defineField({
      name: "overview",
      title: "Descripción general",
      type: "localeText",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "highlights",
      title: "Lo más destacado",
      type: "localeStringList",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "inclusions",
      title: "Qué incluye",
      type: "packageInclusions",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "durationDays",
      title: "Duración (días)",
      type: "number",
      group: "plan",
      validation: (rule) => rule.required().integer().min(2).max(21),
    }),
    defineField({
      name: "days",
      title: "Día a día",
      type: "array",
      group: "plan",
      of: [defineArrayMember({ type: "packageDay" })],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .custom((days: Day[] | undefined, context) => {
            const duration = (context.document as { durationDays?: number } | undefined)
              ?.durationDays
            if (!days || !duration) return true
            if (days.length !== duration)
              return `Hay ${days.length} días en el plan y la duración dice ${duration}`
            const missing = days.slice(0, -1).findIndex((day) => !day.overnight?.es)
            return missing === -1 || `El día ${missing + 1} no dice dónde se duerme`
          }),
    }),
    defineField({
      name: "route",
      title: "Ruta (mapa)",
      type: "array",
      group: "plan",
      of: [defineArrayMember({ type: "routeStop" })],
      validation: (rule) => rule.required().min(2),
    }),
    defineField({
      name: "groupSize",
      title: "Máximo de viajeros por salida",
      type: "number",
      group: "plan",
      description: "The commerce seed gives each departure this capacity.",
      validation: (rule) => rule.required().integer().min(2).max(60),
    }),
    defineField({
      name: "languages",
      title: "Idiomas del guía",
      type: "array",
      group: "plan",
      of: [defineArrayMember({ type: "string" })],
      options: {
        list: [
          { title: "Español", value: "es" },
          { title: "English", value: "en" },
          { title: "العربية", value: "ar" },
          { title: "Français", value: "fr" },
        ],
      },
    }),
    defineField({
      name: "gallery",
      title: "Galería",
      type: "array",
      group: "media",
      of: [defineArrayMember({ type: "accessibleImage" })],
      validation: (rule) => rule.required().min(1),
    }),
    seoField,
  ],
  orderings: [{ title: "Título", name: "titleAsc", by: [{ field: "title.es", direction: "asc" }] }],
  preview: {
    select: { title: "title.es", days: "durationDays", city: "city.name.es", media: "gallery.0" },
    prepare: ({ title, days, city, media }) => ({
      title,
      subtitle: `${city ?? "—"} · ${days ?? "?"} días`,
      media,
    }),
  },
})
