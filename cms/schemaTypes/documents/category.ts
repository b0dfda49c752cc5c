import { defineField, defineType, type SlugRule } from "sanity"
import { reservedSegmentProblem } from "@sendero/shared/reserved-segments"
import { contentGroups, englishSlugField, ICON_THEMES, seoField, slugField } from "../helpers"

/** A category slug is a first path segment: none the site routes itself (one list with the site). */
const notReserved = (rule: SlugRule) =>
  rule.custom((value: { current?: string } | undefined) => {
    const slug = value?.current
    if (!slug) return true
    return reservedSegmentProblem(slug) ?? true
  })

/** A kind of experience with its own listing page at /{slug}. */
export const category = defineType({
  name: "category",
  title: "Categoría",
  type: "document",
  groups: contentGroups,
  fields: [
    defineField({
      name: "name",
      title: "Nombre",
      type: "localeString",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    {
      ...slugField("name.es", "Slug", notReserved),
      group: "content",
    },
    { ...englishSlugField("name.en", notReserved), group: "content" },
    defineField({
      name: "iconTheme",
      title: "Icono",
      type: "string",
      group: "content",
      options: { list: ICON_THEMES },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "intro",
      title: "Introducción",
      type: "localeText",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "image", title: "Imagen", type: "accessibleImage", group: "media" }),
    seoField,
  ],
  preview: {
    select: { title: "name.es", slug: "slug.current", icon: "iconTheme" },
    prepare: ({ title, slug, icon }) => ({ title, subtitle: `/${slug ?? ""} · ${icon ?? ""}` }),
  },
})
