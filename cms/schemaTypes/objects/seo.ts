import { defineField, defineType } from "sanity"
import { maxLocalisedLength } from "../helpers"

/** Search-engine title and description; search results cut them beyond 60 and 160 characters. */
export const seo = defineType({
  name: "seo",
  title: "SEO",
  type: "object",
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: "title",
      title: "Título SEO (≤ 60)",
      type: "localeString",
      validation: (rule) => rule.required().custom(maxLocalisedLength(60)),
    }),
    defineField({
      name: "description",
      title: "Descripción SEO (≤ 160)",
      type: "localeText",
      validation: (rule) => rule.required().custom(maxLocalisedLength(160)),
    }),
    defineField({ name: "image", title: "Imagen para redes sociales", type: "accessibleImage" }),
  ],
})
