import { readFileSync } from "node:fs"
import path from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { parseEnv } from "../../lib/env"
import { datasetDir } from "./read-dataset"

type Localised = { es?: string; en?: string }
type Doc = {
  _id: string
  _type: string
  slug?: { current?: string }
  name?: Localised
  overview?: Localised
  gallery?: { _sanityAsset?: string; asset?: { url?: string } }[]
  categories?: { _ref?: string }[]
}

const BATCH = 100

/** A short description for the admin: the overview's first sentence(s), at most 300 characters. */
export function shortDescription(overview: string | undefined) {
  const text = (overview ?? "").replace(/\s+/g, " ").trim()
  if (text.length <= 300) return text
  const cut = text.slice(0, 300)
  const sentence = cut.lastIndexOf(". ")
  return sentence > 80 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(" "))}…`
}

/** The URL of an experience's first gallery image: the storefront's copy of a local image, or the CDN's. */
export function thumbnailUrl(
  image: Doc["gallery"] extends (infer I)[] | undefined ? I | undefined : never,
  storefront: string,
) {
  const local = image?._sanityAsset
    ? /^image@file:\/\/\.\/images\/(.+)$/.exec(image._sanityAsset)
    : null
  if (local) return `${storefront.replace(/\/$/, "")}/images/${local[1]}`
  return image?.asset?.url ?? null
}

/** An experience product's thumbnail, short description and category ids, from its content. */
export type Presentation = {
  thumbnail: string | null
  description: string | null
  category_ids: string[]
}

/**
 * The presentation of the experiences of `handles` the content describes
 * (keyed by handle), creating the product categories the content names that
 * do not exist yet. The seed applies it to products without a thumbnail; the
 * bench's bulk seed (scripts/bench/bulk-catalogue.ts) writes it with the product.
 */
export async function presentationOf(
  container: MedusaContainer,
  handles: string[],
  dir = datasetDir(),
) {
  const products = container.resolve(Modules.PRODUCT)
  const docs = readFileSync(path.join(dir, "data.ndjson"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)
    .filter((doc) => !doc._id.startsWith("drafts.") && !doc._id.startsWith("versions."))
  const categoryDocs = docs.filter((d) => d._type === "category" && d.slug?.current)
  const experienceBySlug = new Map(
    docs.filter((d) => d._type === "experience").map((d) => [d.slug?.current, d]),
  )

  const existing = await products.listProductCategories(
    { handle: categoryDocs.map((c) => c.slug!.current!) },
    { select: ["id", "handle"], take: null },
  )
  const missing = categoryDocs.filter((c) => !existing.some((e) => e.handle === c.slug!.current))
  const created = missing.length
    ? await products.createProductCategories(
        missing.map((c) => ({
          name: c.name?.es ?? c.slug!.current!,
          handle: c.slug!.current!,
          is_active: true,
          metadata: { name_en: c.name?.en ?? null },
        })),
      )
    : []
  const categoryIdByDocId = new Map(
    categoryDocs.map((c) => [
      c._id,
      [...existing, ...created].find((e) => e.handle === c.slug!.current)?.id,
    ]),
  )

  const { STOREFRONT_URL } = parseEnv()
  const byHandle = new Map<string, Presentation>()
  // Products the content does not describe (test fixtures) are left alone.
  for (const handle of handles) {
    const doc = experienceBySlug.get(handle)
    if (!doc) continue
    byHandle.set(handle, {
      thumbnail: thumbnailUrl(doc.gallery?.[0], STOREFRONT_URL),
      description: shortDescription(doc.overview?.es) || null,
      category_ids: (doc.categories ?? [])
        .map((ref) => (ref._ref ? categoryIdByDocId.get(ref._ref) : undefined))
        .filter((id): id is string => !!id),
    })
  }
  return { byHandle, categoriesCreated: created.length }
}

/**
 * Makes the products mean something in the admin: each experience's product
 * gets its thumbnail (first gallery image), a short description (the
 * overview, Spanish) and the Medusa product categories of its content
 * categories (created from the dataset's categories when missing, by
 * handle). Only products of the content still without a thumbnail are
 * written, so a second run changes nothing and costs one query.
 */
export async function seedProductPresentation(
  container: MedusaContainer,
  handles: string[],
  dir = datasetDir(),
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const products = container.resolve(Modules.PRODUCT)
  const bare = await products.listProducts(
    // Any column filters; the type only lists the common ones.
    { handle: handles, thumbnail: null } as Parameters<typeof products.listProducts>[0],
    { select: ["id", "handle"], take: null },
  )
  if (!bare.length) return { updated: 0 }
  const { byHandle, categoriesCreated } = await presentationOf(
    container,
    bare.map((p) => p.handle),
    dir,
  )
  const described = bare.filter((p) => byHandle.has(p.handle))
  if (!described.length) return { updated: 0 }
  const updates = described.map((p) => ({ id: p.id, ...byHandle.get(p.handle)! }))
  for (let i = 0; i < updates.length; i += BATCH)
    await products.upsertProducts(updates.slice(i, i + BATCH))
  logger.info(
    `Products: ${updates.length} given a thumbnail, description and categories (${categoriesCreated} categories created)`,
  )
  return { updated: updates.length }
}
