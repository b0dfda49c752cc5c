import { defineArrayMember, defineField, defineType } from "sanity"

/** A list of short lines (highlights, includes) in each language: Spanish required, English optional. */
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
    }),
  ],
})
