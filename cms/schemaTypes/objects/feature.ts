import { defineField, defineType } from "sanity"
import { ICON_THEMES } from "../helpers"

/** A claim or highlight with an icon: free cancellation, 24/7 support, trusted reviews. */
export const feature = defineType({
  name: "feature",
  title: "Ventaja",
  type: "object",
  fields: [
    defineField({
      name: "icon",
      title: "Icono",
      type: "string",
      options: { list: ICON_THEMES },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "title",
      title: "Título",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "text", title: "Texto", type: "localeText" }),
  ],
  preview: { select: { title: "title.es", subtitle: "icon" } },
})
