import { defineField, defineType } from "sanity"
import { seo } from "../objects/seo"

/** The content pages the site has, each at a fixed path; `kind` says which one a document is. */
export const PAGE_KINDS = [
  { title: "Sobre nosotros (/about)", value: "about" },
  { title: "Política de privacidad (/privacy-policy)", value: "privacy-policy" },
  { title: "Términos y condiciones (/terms-and-conditions)", value: "terms-and-conditions" },
  { title: "Contacto (/contact-us)", value: "contact-us" },
]

/** About, legal and contact copy. */
export const page = defineType({
  name: "page",
  title: "Página",
  type: "document",
  fields: [
    defineField({
      name: "kind",
      title: "Página",
      type: "string",
      options: { list: PAGE_KINDS, layout: "radio" },
      validation: (rule) =>
        rule.required().custom(async (kind, context) => {
          if (!kind || !context.document) return true
          const published = context.document._id.replace(/^drafts\./, "")
          const taken = await context
            .getClient({ apiVersion: "2025-01-01" })
            .fetch<boolean>(
              `defined(*[_type == "page" && kind == $kind && !(_id in [$draft, $published])][0]._id)`,
              { kind, draft: `drafts.${published}`, published },
            )
          return taken ? "Ya existe una página de este tipo" : true
        }),
    }),
    defineField({
      name: "title",
      title: "Título",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "intro", title: "Entradilla", type: "localeText" }),
    defineField({
      name: "body",
      title: "Cuerpo",
      type: "localeBlockContent",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "updatedAt",
      title: "Última revisión",
      type: "date",
      description: "Shown on legal pages.",
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: seo.name,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "title.es", subtitle: "kind" } },
})
