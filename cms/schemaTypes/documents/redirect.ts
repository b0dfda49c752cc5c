import { defineField, defineType } from "sanity"

/** A per-path redirect rule editors manage; the site's middleware looks it up on demand. */
export const redirect = defineType({
  name: "redirect",
  title: "Redirección",
  type: "document",
  fields: [
    defineField({
      name: "from",
      title: "Desde (ruta)",
      type: "string",
      description: "A site path without query string, e.g. /ofertas-verano.",
      validation: (rule) =>
        rule
          .required()
          .regex(/^\/[^?#\s]*$/, { name: "ruta" })
          .custom(async (from, context) => {
            if (!from || !context.document) return true
            const published = context.document._id.replace(/^drafts\./, "")
            const taken = await context
              .getClient({ apiVersion: "2025-01-01" })
              .fetch<boolean>(
                `defined(*[_type == "redirect" && from == $from && !(_id in [$draft, $published])][0]._id)`,
                { from, draft: `drafts.${published}`, published },
              )
            return taken ? "Ya hay una redirección desde esta ruta" : true
          }),
    }),
    defineField({
      name: "to",
      title: "Hacia",
      type: "string",
      description: "A site path (followed in the app) or an absolute URL (full navigation).",
      validation: (rule) =>
        rule
          .required()
          .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, { name: "ruta o URL" })
          .custom((to, context) =>
            to && to === context.document?.from ? "El destino es el mismo origen" : true,
          ),
    }),
    defineField({
      name: "permanent",
      title: "Permanente (301/308)",
      type: "boolean",
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { from: "from", to: "to", permanent: "permanent" },
    prepare: ({ from, to, permanent }) => ({
      title: `${from} → ${to}`,
      subtitle: permanent ? "301" : "302",
    }),
  },
})
