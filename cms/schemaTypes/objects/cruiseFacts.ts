import { defineField, defineType } from "sanity"

/** What a traveller wants to know before boarding: the boat, its decks, meals and where to board. */
export const cruiseFacts = defineType({
  name: "cruiseFacts",
  title: "Datos del crucero",
  type: "object",
  fields: [
    defineField({
      name: "boat",
      title: "Barco",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "decks",
      title: "Cubiertas",
      type: "number",
      validation: (rule) => rule.required().integer().min(1).max(8),
    }),
    defineField({ name: "mealsOnBoard", title: "Comidas a bordo", type: "localeString" }),
    defineField({
      name: "boardingPoint",
      title: "Punto de embarque",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
  ],
})
