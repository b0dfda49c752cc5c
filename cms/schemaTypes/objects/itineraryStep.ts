import { defineField, defineType } from "sanity"

/** One stop of an experience's itinerary, in running order. */
export const itineraryStep = defineType({
  name: "itineraryStep",
  title: "Paso del itinerario",
  type: "object",
  fields: [
    defineField({
      name: "time",
      title: "Hora local (HH:MM)",
      type: "string",
      description: "Wall-clock time in the experience's own time zone.",
      validation: (rule) => rule.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { name: "HH:MM" }),
    }),
    defineField({
      name: "title",
      title: "Título",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "description", title: "Descripción", type: "localeText" }),
  ],
  preview: { select: { title: "title.es", subtitle: "time" } },
})
