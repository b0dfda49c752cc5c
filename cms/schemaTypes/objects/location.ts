import { defineField, defineType } from "sanity"

/** Where an experience starts: coordinates for the map and an address people can read. */
export const location = defineType({
  name: "location",
  title: "Ubicación",
  type: "object",
  fields: [
    defineField({
      name: "coordinates",
      title: "Coordenadas",
      type: "geopoint",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "address",
      title: "Dirección",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "meetingPoint", title: "Punto de encuentro", type: "localeText" }),
  ],
})
