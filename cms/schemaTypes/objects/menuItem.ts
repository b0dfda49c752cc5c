import { defineField, defineType } from "sanity"

/** A link in the header or footer: a localised label and a site path or absolute URL. */
export const menuItem = defineType({
  name: "menuItem",
  title: "Enlace de menú",
  type: "object",
  fields: [
    defineField({
      name: "label",
      title: "Texto",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "href",
      title: "Ruta o URL",
      type: "string",
      description: "A site path without the language prefix (/blog) or an absolute URL.",
      validation: (rule) => rule.required().regex(/^(\/|https?:\/\/)/, { name: "ruta o URL" }),
    }),
  ],
  preview: { select: { title: "label.es", subtitle: "href" } },
})
