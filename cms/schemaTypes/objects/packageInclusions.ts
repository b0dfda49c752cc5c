import { defineField, defineType } from "sanity"

/** What a tour package's price covers: where travellers sleep, how they move, who guides them. */
export const packageInclusions = defineType({
  name: "packageInclusions",
  title: "Qué incluye el paquete",
  type: "object",
  fields: [
    defineField({
      name: "accommodation",
      title: "Alojamiento",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "transport",
      title: "Transporte",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "guide",
      title: "Guía",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
  ],
})
