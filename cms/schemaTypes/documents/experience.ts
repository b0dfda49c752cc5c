import { defineArrayMember, defineField, defineType } from "sanity"
import { seoField, sellableHeadFields } from "../helpers"

const TIMES_OF_DAY = [
  { title: "Mañana", value: "morning" },
  { title: "Tarde", value: "afternoon" },
  { title: "Atardecer", value: "evening" },
  { title: "Noche", value: "night" },
]

/**
 * The words and pictures of an experience. Its slug is the handle of the
 * Medusa product that holds its options, prices and availability.
 */
export const experience = defineType({
  name: "experience",
  title: "Experiencia",
  type: "document",
  groups: [
    { name: "content", title: "Contenido", default: true },
    { name: "details", title: "Detalles" },
    { name: "media", title: "Imágenes" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    ...sellableHeadFields("Slug (handle del producto en Medusa)"),
    defineField({
      name: "categories",
      title: "Categorías",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "reference", to: [{ type: "category" }] })],
      validation: (rule) => rule.required().min(1).max(3).unique(),
    }),
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
      name: "includes",
      title: "Incluye",
      type: "localeStringList",
      group: "details",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "excludes",
      title: "No incluye",
      type: "localeStringList",
      group: "details",
    }),
    defineField({
      name: "itinerary",
      title: "Itinerario",
      type: "array",
      group: "details",
      of: [defineArrayMember({ type: "itineraryStep" })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "whatToBring",
      title: "Qué llevar",
      type: "localeStringList",
      group: "details",
    }),
    defineField({
      name: "knowBeforeYouGo",
      title: "Antes de ir",
      type: "localeStringList",
      group: "details",
    }),
    defineField({
      name: "location",
      title: "Ubicación",
      type: "location",
      group: "details",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "durationMinutes",
      title: "Duración (minutos)",
      type: "number",
      group: "details",
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(15)
          .max(60 * 24 * 14),
    }),
    defineField({
      name: "cruise",
      title: "Crucero",
      type: "cruiseFacts",
      group: "details",
      description:
        "Only for cruises and boat trips: the boat, decks, meals on board and where to board.",
    }),
    defineField({
      name: "groupSize",
      title: "Máximo de viajeros por grupo o vehículo",
      type: "number",
      group: "details",
      description:
        "The group size the words promise; the commerce seed gives the shared option this capacity.",
      validation: (rule) => rule.integer().min(1).max(500),
    }),
    defineField({
      name: "timeOfDay",
      title: "Momento del día",
      type: "string",
      group: "details",
      options: { list: TIMES_OF_DAY, layout: "radio" },
    }),
    defineField({
      name: "languages",
      title: "Idiomas del guía",
      type: "array",
      group: "details",
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
      name: "pickupIncluded",
      title: "Recogida incluida",
      type: "boolean",
      group: "details",
    }),
    defineField({
      name: "dropOffIncluded",
      title: "Regreso incluido",
      type: "boolean",
      group: "details",
    }),
    defineField({ name: "guided", title: "Con guía", type: "boolean", group: "details" }),
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
    select: { title: "title.es", slug: "slug.current", city: "city.name.es", media: "gallery.0" },
    prepare: ({ title, slug, city, media }) => ({
      title,
      subtitle: `${city ?? "—"} · ${slug ?? ""}`,
      media,
    }),
  },
})
