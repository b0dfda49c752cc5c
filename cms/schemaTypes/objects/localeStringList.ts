import { defineArrayMember, defineField, defineType } from "sanity"
import { missingEnglish } from "../helpers"

/** A list of short lines (highlights, includes) in each language: Spanish required, English warned when missing. */
export const localeStringList = defineType({
  name: "localeStringList",
  title: "Lista (es/en)",
  type: "object",
  fields: [
    defineField({
      name: "es",
      title: "Español",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "en",
      title: "English",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.custom(missingEnglish).warning(),
    }),
  ],
})
