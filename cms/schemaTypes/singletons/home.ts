import { defineArrayMember, defineField, defineType } from "sanity"

/** The home page's words and pictures. One document, id `home`. */
export const home = defineType({
  name: "home",
  title: "Portada",
  type: "document",
  fields: [
    defineField({
      name: "hero",
      title: "Cabecera",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "title",
          title: "Título",
          type: "localeString",
          validation: (rule) => rule.required(),
        }),
        defineField({ name: "subtitle", title: "Subtítulo", type: "localeText" }),
        defineField({
          name: "searchPlaceholder",
          title: "Texto del buscador",
          type: "localeString",
        }),
        defineField({
          name: "image",
          title: "Imagen",
          type: "accessibleImage",
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: "popularDestinations",
      title: "Destinos populares",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "title",
          title: "Título",
          type: "localeString",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "cities",
          title: "Ciudades",
          type: "array",
          of: [defineArrayMember({ type: "reference", to: [{ type: "city" }] })],
          validation: (rule) => rule.required().min(1).max(12).unique(),
        }),
      ],
    }),
    defineField({
      name: "featuredExperiences",
      title: "Experiencias destacadas",
      description: "Se muestran en la portada en este orden.",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "experience" }] })],
      validation: (rule) => rule.required().min(1).max(12).unique(),
    }),
    defineField({
      name: "featureHighlights",
      title: "Ventajas",
      type: "array",
      of: [defineArrayMember({ type: "feature" })],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: "gallery",
      title: "Galería",
      type: "object",
      fields: [
        defineField({ name: "title", title: "Título", type: "localeString" }),
        defineField({
          name: "images",
          title: "Imágenes",
          type: "array",
          of: [defineArrayMember({ type: "accessibleImage" })],
        }),
      ],
    }),
    defineField({
      name: "supportBlock",
      title: "Bloque de soporte",
      type: "object",
      fields: [
        defineField({
          name: "title",
          title: "Título",
          type: "localeString",
          validation: (rule) => rule.required(),
        }),
        defineField({ name: "text", title: "Texto", type: "localeText" }),
        defineField({ name: "image", title: "Imagen", type: "accessibleImage" }),
      ],
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: "Portada" }) },
})
