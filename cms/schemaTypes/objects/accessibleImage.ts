import { defineField, defineType } from "sanity"

/** An image with alternative text in each language, which screen readers and search engines need. */
export const accessibleImage = defineType({
  name: "accessibleImage",
  title: "Imagen",
  type: "image",
  options: { hotspot: true },
  fields: [
    defineField({
      name: "alt",
      title: "Texto alternativo",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "alt.es", media: "asset" } },
})
