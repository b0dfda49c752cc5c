import { defineField, defineType } from "sanity"

/** A place on a tour package's route; the package page draws its map from these. */
export const routeStop = defineType({
  name: "routeStop",
  title: "Parada de la ruta",
  type: "object",
  fields: [
    defineField({
      name: "name",
      title: "Nombre",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "coordinates",
      title: "Coordenadas",
      type: "geopoint",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "name.es" } },
})
