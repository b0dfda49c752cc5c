import { defineArrayMember, defineField, defineType } from "sanity"

const SOCIAL_NETWORKS = ["instagram", "facebook", "x", "tiktok", "youtube", "linkedin"]
const PAYMENT_METHODS = ["visa", "mastercard", "amex", "apple-pay", "google-pay", "paypal", "mada"]
const MARKETPLACES = ["tripadvisor", "viator", "getyourguide", "klook", "expedia"]

/** Site-wide words and links: header, footer, claims, support contacts. One document, id `siteSettings`. */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Ajustes del sitio",
  type: "document",
  groups: [
    { name: "navigation", title: "Navegación", default: true },
    { name: "marketing", title: "Marketing" },
    { name: "support", title: "Atención al cliente" },
    { name: "commerce", title: "Comercio" },
  ],
  fields: [
    defineField({
      name: "siteName",
      title: "Nombre del sitio",
      type: "string",
      group: "navigation",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "tagline",
      title: "Lema",
      type: "localeString",
      group: "navigation",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "headerMenu",
      title: "Menú de cabecera",
      type: "array",
      group: "navigation",
      of: [defineArrayMember({ type: "menuItem" })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "footer",
      title: "Pie de página",
      type: "object",
      group: "navigation",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "about",
          title: "Texto",
          type: "localeText",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "links",
          title: "Enlaces",
          type: "array",
          of: [defineArrayMember({ type: "menuItem" })],
          validation: (rule) => rule.required().min(1),
        }),
        defineField({
          name: "copyright",
          title: "Copyright",
          type: "localeString",
          description: "{year} se sustituye por el año en curso al publicar el sitio.",
        }),
      ],
    }),
    defineField({
      name: "marketingClaims",
      title: "Reclamos",
      type: "array",
      group: "marketing",
      of: [defineArrayMember({ type: "feature" })],
    }),
    defineField({
      name: "reviewSummary",
      title: "Resumen de reseñas",
      type: "object",
      group: "marketing",
      fields: [
        defineField({
          name: "rating",
          title: "Nota media",
          type: "number",
          validation: (rule) => rule.min(0).max(5),
        }),
        defineField({
          name: "count",
          title: "Número de reseñas",
          type: "number",
          validation: (rule) => rule.integer().min(0),
        }),
      ],
    }),
    defineField({
      name: "support",
      title: "Contactos de soporte",
      type: "object",
      group: "support",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "heading",
          title: "Título",
          type: "localeString",
          validation: (rule) => rule.required(),
        }),
        defineField({ name: "text", title: "Texto", type: "localeText" }),
        defineField({
          name: "chatLabel",
          title: "Chat 24/7",
          type: "localeString",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "phone",
          title: "Teléfono (E.164)",
          type: "string",
          validation: (rule) => rule.required().regex(/^\+[1-9]\d{6,14}$/, { name: "E.164" }),
        }),
        defineField({
          name: "email",
          title: "E-mail",
          type: "email",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "whatsapp",
          title: "WhatsApp (E.164)",
          type: "string",
          validation: (rule) => rule.required().regex(/^\+[1-9]\d{6,14}$/, { name: "E.164" }),
        }),
        defineField({ name: "hours", title: "Horario", type: "localeString" }),
      ],
    }),
    defineField({
      name: "socialLinks",
      title: "Redes sociales",
      type: "array",
      group: "marketing",
      of: [
        defineArrayMember({
          type: "object",
          name: "socialLink",
          fields: [
            defineField({
              name: "network",
              title: "Red",
              type: "string",
              options: { list: SOCIAL_NETWORKS },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "url",
              title: "URL",
              type: "url",
              validation: (rule) => rule.required().uri({ scheme: ["https"] }),
            }),
          ],
          preview: { select: { title: "network", subtitle: "url" } },
        }),
      ],
    }),
    defineField({
      name: "acceptedPayments",
      title: "Pagos aceptados",
      type: "array",
      group: "commerce",
      of: [defineArrayMember({ type: "string" })],
      options: { list: PAYMENT_METHODS },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "marketplaces",
      title: "Marketplaces externos",
      type: "array",
      group: "marketing",
      of: [
        defineArrayMember({
          type: "object",
          name: "marketplaceLink",
          fields: [
            defineField({
              name: "name",
              title: "Marketplace",
              type: "string",
              options: { list: MARKETPLACES },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "url",
              title: "URL",
              type: "url",
              validation: (rule) => rule.required().uri({ scheme: ["https"] }),
            }),
          ],
          preview: { select: { title: "name", subtitle: "url" } },
        }),
      ],
    }),
    defineField({
      name: "defaultCurrency",
      title: "Moneda por defecto",
      type: "string",
      group: "commerce",
      description:
        "Used when the visitor has not chosen one; the PUBLIC_DEFAULT_CURRENCY setting overrides it.",
      options: { list: ["eur", "usd", "aed", "sar"] },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "Ajustes del sitio" }) },
})
