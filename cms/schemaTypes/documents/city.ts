import { defineField, defineType } from "sanity"
import { contentGroups, seoField, slugField } from "../helpers"

/** A destination with its own listing page, /things-to-do-in-{slug}. */
export const city = defineType({
  name: "city",
  title: "Ciudad",
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
    { ...slugField("name.es"), group: "content" },
    defineField({
      name: "country",
      title: "País",
      type: "localeString",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "timeZone",
      title: "Zona horaria",
      type: "string",
      group: "content",
      description:
        "IANA time zone, e.g. Asia/Riyadh: slot times of this city's experiences are in it.",
      validation: (rule) =>
        rule.required().custom((value) => {
          if (!value) return true
          try {
            new Intl.DateTimeFormat("en", { timeZone: value })
            return true
          } catch {
            return "No es una zona horaria IANA válida"
          }
        }),
    }),
    defineField({
      name: "location",
      title: "Ubicación en el mapa",
      type: "geopoint",
      group: "content",
      description: "The city centre: where the destinations map places it.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "heroImage",
      title: "Imagen principal",
      type: "accessibleImage",
      group: "media",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "intro",
      title: "Introducción",
      type: "localeText",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    seoField,
  ],
  orderings: [{ title: "Nombre", name: "nameAsc", by: [{ field: "name.es", direction: "asc" }] }],
  preview: {
    select: { title: "name.es", country: "country.es", slug: "slug.current", media: "heroImage" },
    prepare: ({ title, country, slug, media }) => ({
      title,
      subtitle: `${country ?? ""} · /${slug ?? ""}`,
      media,
    }),
  },
})
