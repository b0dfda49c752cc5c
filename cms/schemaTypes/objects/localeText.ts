import { defineField, defineType } from "sanity"
import { missingEnglish } from "../helpers"

/** A paragraph in each language the site offers: Spanish required, English warned when missing. */
export const localeText = defineType({
  name: "localeText",
  title: "Párrafo (es/en)",
  type: "object",
  fields: [
    defineField({
      name: "es",
      title: "Español",
      type: "text",
      rows: 4,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "en",
      title: "English",
      type: "text",
      rows: 4,
      validation: (rule) => rule.custom(missingEnglish).warning(),
    }),
  ],
})
