import { defineField, defineType } from "sanity"
import { missingEnglish } from "../helpers"

/** A short text in each language the site offers: Spanish required, English warned when missing. */
export const localeString = defineType({
  name: "localeString",
  title: "Texto (es/en)",
  type: "object",
  fields: [
    defineField({
      name: "es",
      title: "Español",
      type: "string",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "en",
      title: "English",
      type: "string",
      validation: (rule) => rule.custom(missingEnglish).warning(),
    }),
  ],
})
