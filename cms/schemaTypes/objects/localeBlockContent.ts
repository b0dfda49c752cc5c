import type { Locale } from "@sendero/shared/locales"
import { defineArrayMember, defineField, defineType } from "sanity"
import { missingEnglish } from "../helpers"

const blocks = (name: Locale, title: string, required: boolean) =>
  defineField({
    name,
    title,
    type: "array",
    of: [
      defineArrayMember({
        type: "block",
        styles: [
          { title: "Normal", value: "normal" },
          { title: "H2", value: "h2" },
          { title: "H3", value: "h3" },
          { title: "Cita", value: "blockquote" },
        ],
        marks: {
          annotations: [
            defineArrayMember({
              name: "link",
              title: "Enlace",
              type: "object",
              fields: [
                defineField({
                  name: "href",
                  title: "URL",
                  type: "url",
                  validation: (rule) =>
                    rule
                      .required()
                      .uri({ allowRelative: true, scheme: ["http", "https", "mailto", "tel"] }),
                }),
              ],
            }),
          ],
        },
      }),
      defineArrayMember({ type: "accessibleImage" }),
    ],
    validation: required
      ? (rule) => rule.required().min(1)
      : (rule) => rule.custom(missingEnglish).warning(),
  })

/** Rich text (Portable Text with images) in each language: Spanish required, English warned when missing. */
export const localeBlockContent = defineType({
  name: "localeBlockContent",
  title: "Texto enriquecido (es/en)",
  type: "object",
  fields: [blocks("es", "Español", true), blocks("en", "English", false)],
})
