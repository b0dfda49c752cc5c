import { defineArrayMember, defineField, defineType } from "sanity"

/** Meals a day of a tour package includes. */
export const PACKAGE_MEALS = [
  { title: "Desayuno", value: "breakfast" },
  { title: "Comida", value: "lunch" },
  { title: "Cena", value: "dinner" },
]

/** One day of a tour package's day-by-day plan, in running order. */
export const packageDay = defineType({
  name: "packageDay",
  title: "Día del paquete",
  type: "object",
  fields: [
    defineField({
      name: "title",
      title: "Título",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "places",
      title: "Lugares",
      type: "localeStringList",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "activities",
      title: "Actividades",
      type: "localeStringList",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "meals",
      title: "Comidas incluidas",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      options: { list: PACKAGE_MEALS },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "overnight",
      title: "Alojamiento esa noche",
      type: "localeString",
      description: "Where travellers sleep that night; empty only on the last day.",
    }),
  ],
  preview: { select: { title: "title.es", subtitle: "overnight.es" } },
})
