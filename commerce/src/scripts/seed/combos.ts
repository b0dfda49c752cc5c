import { readFileSync } from "node:fs"
import path from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { bundlePrice, pricesKeepPromise, type ComboPrices } from "../../lib/combo/prices"
import { COMBO_MODULE } from "../../modules/combo"
import type ComboModuleService from "../../modules/combo/service"
import { datasetDir } from "./read-dataset"
import { CURRENCIES, type ExperienceSpec, type OptionSpec } from "./types"

/** A combo as the content dataset names it: its parts' handles, city and discount. */
export type ComboSpec = { handle: string; city: string; parts: string[]; discount_percent: number }

/** How each market rounds a bundle price (the same steps as `pricesFromEur`). */
const STEP: Record<string, number> = { eur: 1, usd: 1, aed: 5, sar: 5 }

type Doc = {
  _id: string
  _type: string
  slug?: { current?: string }
  city?: { _ref?: string }
  parts?: { _ref?: string }[]
  discountPercent?: number
}

/** The published combos of the content dataset. */
export function readDatasetCombos(dir = datasetDir()): ComboSpec[] {
  const docs = readFileSync(path.join(dir, "data.ndjson"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)
    .filter((doc) => !doc._id.startsWith("drafts.") && !doc._id.startsWith("versions."))
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  return docs
    .filter((doc) => doc._type === "combo" && doc.slug?.current)
    .map((doc) => ({
      handle: doc.slug!.current!,
      city: byId.get(doc.city?._ref ?? "")?.slug?.current ?? "",
      parts: (doc.parts ?? []).map((ref) => byId.get(ref._ref ?? "")?.slug?.current ?? ""),
      discount_percent: doc.discountPercent ?? 15,
    }))
}

/** The option a combo sells of an experience: its first per-person option with adults. */
export function comboOption(spec: ExperienceSpec): OptionSpec | undefined {
  return spec.options.find(
    (o) => o.pricing_type === "per_person" && o.age_bands.some((b) => b.band === "adult"),
  )
}

/**
 * The bundle price table of a combo: adults always, children when every part
 * sells children at a price; per currency, below the parts' sum, with each
 * part's share. Null when a part has no option a combo can sell.
 */
export function comboPrices(parts: ExperienceSpec[], discountPercent: number): ComboPrices | null {
  const options = parts.map(comboOption)
  if (options.some((o) => !o)) return null
  const prices: ComboPrices = {}
  for (const currency of CURRENCIES) {
    prices[currency] = {}
    for (const band of ["adult", "child"] as const) {
      const own = options.map(
        (o) => o!.age_bands.find((b) => b.band === band)?.prices[currency] ?? 0,
      )
      const price = bundlePrice(own, discountPercent, STEP[currency])
      if (price) prices[currency][band] = price
      else if (band === "adult") return null
    }
  }
  return pricesKeepPromise(prices, parts.length) ? prices : null
}

/**
 * Creates the combos whose parts are all in the seeded catalogue (test runs
 * seed a slice), each part on its combo option; existing handles are left
 * untouched. Returns how many were created.
 */
export async function seedCombos(
  container: MedusaContainer,
  combos: ComboSpec[],
  catalogue: ExperienceSpec[],
) {
  const service: ComboModuleService = container.resolve(COMBO_MODULE)
  const existing = new Set(
    (
      await service.listCombos(
        { handle: combos.map((c) => c.handle) },
        { select: ["handle"], take: null },
      )
    ).map((c) => c.handle),
  )
  const specByHandle = new Map(catalogue.map((s) => [s.handle, s]))
  const wanted = combos.filter(
    (c) => !existing.has(c.handle) && c.parts.every((h) => specByHandle.has(h)),
  )
  const products = await container
    .resolve(Modules.PRODUCT)
    .listProducts(
      { handle: [...new Set(wanted.flatMap((c) => c.parts))] },
      { select: ["id", "handle"], take: null },
    )
  const productId = new Map(products.map((p) => [p.handle, p.id]))
  const rows = wanted.flatMap((combo) => {
    const parts = combo.parts.map((h) => specByHandle.get(h)!)
    const prices = comboPrices(parts, combo.discount_percent)
    if (!prices || parts.some((p) => !productId.has(p.handle))) return []
    return [
      {
        handle: combo.handle,
        city: combo.city,
        parts: {
          items: parts.map((p) => ({
            handle: p.handle,
            product_id: productId.get(p.handle)!,
            option_code: comboOption(p)!.code,
          })),
        },
        prices,
      },
    ]
  })
  if (rows.length) await service.createCombos(rows)
  return rows.length
}
