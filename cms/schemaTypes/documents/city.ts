import { defineField, defineType } from "sanity"

/** A destination with its own listing page, /things-to-do-in-{slug}. */
export const city = defineType({
  name: "city",
  title: "Ciudad",
  type: "document",
  fields: [
    defineField({
      name: "name",
      title: "Nombre",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      options: { source: "name.es" },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "country", title: "País", type: "localeString" }),
    defineField({
      name: "timeZone",
      title: "Zona horaria",
      type: "string",
      description: "IANA time zone, e.g. Asia/Riyadh",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "name.es", subtitle: "slug.current" } },
})
