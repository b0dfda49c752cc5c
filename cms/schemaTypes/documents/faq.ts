import { defineField, defineType } from "sanity"

/** Groups of the FAQ page, in the order they appear. */
export const FAQ_GROUPS = [
  { title: "Reservas", value: "booking" },
  { title: "Pagos", value: "payments" },
  { title: "Cancelaciones", value: "cancellations" },
  { title: "Durante la experiencia", value: "on-the-day" },
  { title: "Cuenta", value: "account" },
  { title: "Atención al cliente", value: "support" },
]

/** A question and its answer on /faq. */
export const faq = defineType({
  name: "faq",
  title: "Pregunta frecuente",
  type: "document",
  fields: [
    defineField({
      name: "question",
      title: "Pregunta",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "answer",
      title: "Respuesta",
      type: "localeText",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "group",
      title: "Grupo",
      type: "string",
      options: { list: FAQ_GROUPS },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "order",
      title: "Orden dentro del grupo",
      type: "number",
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [
    {
      title: "Grupo y orden",
      name: "groupOrder",
      by: [
        { field: "group", direction: "asc" },
        { field: "order", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { title: "question.es", group: "group", order: "order" },
    prepare: ({ title, group, order }) => ({ title, subtitle: `${group ?? ""} · ${order ?? ""}` }),
  },
})
