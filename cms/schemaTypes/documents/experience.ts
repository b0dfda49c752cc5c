import { defineField, defineType } from "sanity"

/**
 * The words and pictures of an experience. Its slug is the handle of the
 * Medusa product that holds its options, prices and availability.
 */
export const experience = defineType({
  name: "experience",
  title: "Experiencia",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "Título",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "slug",
      title: "Slug (handle del producto en Medusa)",
      type: "slug",
      options: { source: "title.es" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "city",
      title: "Ciudad",
      type: "reference",
      to: [{ type: "city" }],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "overview", title: "Descripción general", type: "localeText" }),
  ],
  preview: { select: { title: "title.es", subtitle: "slug.current" } },
})
