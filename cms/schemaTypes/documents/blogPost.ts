import { defineArrayMember, defineField, defineType } from "sanity"
import { contentGroups, seoField, titleAndSlugFields } from "../helpers"

/** An article at /blog/{slug}. */
export const blogPost = defineType({
  name: "blogPost",
  title: "Artículo del blog",
  type: "document",
  groups: contentGroups,
  fields: [
    ...titleAndSlugFields(),
    defineField({
      name: "excerpt",
      title: "Entradilla",
      type: "localeText",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "cover",
      title: "Portada",
      type: "accessibleImage",
      group: "media",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "body",
      title: "Cuerpo",
      type: "localeBlockContent",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "author",
      title: "Autor",
      type: "string",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "publishedAt",
      title: "Fecha de publicación",
      type: "datetime",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "tags",
      title: "Etiquetas",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "string" })],
      options: { layout: "tags" },
    }),
    defineField({
      name: "relatedExperiences",
      title: "Experiencias relacionadas",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "reference", to: [{ type: "experience" }] })],
      validation: (rule) => rule.unique().max(6),
    }),
    seoField,
  ],
  orderings: [
    {
      title: "Más recientes",
      name: "publishedAtDesc",
      by: [{ field: "publishedAt", direction: "desc" }],
    },
  ],
  preview: {
    select: { title: "title.es", date: "publishedAt", media: "cover" },
    prepare: ({ title, date, media }) => ({ title, subtitle: date?.slice(0, 10), media }),
  },
})
