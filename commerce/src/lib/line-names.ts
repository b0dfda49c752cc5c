import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"
import type { Locale } from "./i18n/messages"
import { removedBookingLines } from "./order-edit"
import { pointName, type PointName } from "./pickup-times"
import { CART_LINE_NAME_FIELDS } from "./query-config/carts"
import { PRODUCT_TITLE_FIELDS } from "./query-config/products"
import { ORDER_LINE_METADATA_FIELDS } from "./query-config/orders"

/** A catalogue text in each language it has (`{ es, en }`). */
export type Localised = Partial<Record<Locale, string>>

/** A text as stored: in each language, or (rows written before languages) one string. */
export type StoredText = Localised | string | null | undefined

/** A `{ es, en }` text in `locale` (Spanish when that language has none). */
export const localised = (value: StoredText, locale: Locale) =>
  typeof value === "string" ? value : value?.[locale] || value?.es || ""

/** A product's fields that name its experience. */
type Titled = { title?: string | null; metadata?: Record<string, unknown> | null }

/** An experience's name in `locale`: its product's English title (`metadata.title_en`) in English, its title otherwise. */
export const experienceTitle = (
  product: Titled | null | undefined,
  locale: Locale,
  fallback = "",
) =>
  (locale === "en" &&
    typeof product?.metadata?.title_en === "string" &&
    product.metadata.title_en) ||
  product?.title ||
  fallback

/** What an age band, or an item of a per-item option, is called on a line. */
export const BAND_NAMES = {
  es: { adult: "Adulto", child: "Niño", infant: "Bebé", item: "Unidad" },
  en: { adult: "Adult", child: "Child", infant: "Infant", item: "Unit" },
} as const

/**
 * The names of what one booking line sells, in the order's language, as the
 * line keeps them (`metadata.names`): every document of the order (order
 * API, e-mail, voucher, card payment page) reads them from there.
 */
export type LineNames = {
  locale: Locale
  experience: string
  option: string
  /** The extra this line sells, if it is one. */
  extra: string | null
  pickup: string | null
  /** The pickup point `pickup` names (lines named before it was kept lack it). */
  pickup_id?: string | null
}

/** An extra's name in `locale`, from its option's extras (its code when the option has no such extra). */
export function extraName(
  extras: { items?: { code: string; title?: StoredText }[] } | null | undefined,
  code: unknown,
  locale: Locale,
) {
  if (typeof code !== "string") return null
  return localised(extras?.items?.find((x) => x.code === code)?.title, locale) || code
}

/** The names a line stores, when it has them. */
export function lineNamesOf(
  metadata: Record<string, unknown> | null | undefined,
): LineNames | null {
  const names = metadata?.names as LineNames | undefined
  return names && typeof names.experience === "string" && typeof names.option === "string"
    ? names
    : null
}

type Line = {
  id: string
  product_id?: string | null
  title?: string | null
  product_title?: string | null
  variant_title?: string | null
  subtitle?: string | null
  metadata?: Record<string, unknown> | null
}
type Extra = { code: string; title: StoredText }
type SlotFacts = {
  id: string
  product_id: string
  option: {
    title: StoredText
    extras?: { items?: Extra[] } | null
    experience: {
      handle: string
      pickup_points?: { items?: { id: string; name: PointName }[] } | null
    }
  }
}

/**
 * Writes the names of what a cart's booking lines sell in `locale` onto the
 * lines: Medusa's own `title`, `product_title`, `subtitle` and
 * `variant_title` ("Shared group tour · Adult"), and `metadata.names`. Run
 * under the cart's lock when the traveller pays (the card page shows them)
 * and when the order is placed (the order's lines inherit them). Lines that
 * already carry the names are left alone; returns how many were written.
 */
export async function nameCartLines(container: MedusaContainer, cartId: string, locale: Locale) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_LINE_NAME_FIELDS,
    filters: { id: cartId },
  })
  const lines = ((data[0]?.items ?? []) as Line[]).filter(
    (l) =>
      l && typeof l.metadata?.slot_id === "string" && typeof l.metadata?.option_code === "string",
  )
  if (!lines.length) return 0
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const slotIds = [...new Set(lines.map((l) => String(l.metadata!.slot_id)))]
  const [slots, holds] = await Promise.all([
    booking.listSlots({ id: slotIds }, { relations: ["option", "option.experience"], take: null }),
    booking.listHolds({ cart_id: cartId }, { select: ["id", "pickup_point_id"], take: null }),
  ])
  const slotById = new Map((slots as unknown as SlotFacts[]).map((s) => [s.id, s]))
  const pickupByHold = new Map(holds.map((h) => [h.id, h.pickup_point_id as string | null]))
  const productIds = [...new Set(slots.map((s) => s.product_id as string))]
  const { data: products } = await query.graph({
    entity: "product",
    fields: PRODUCT_TITLE_FIELDS,
    filters: { id: productIds },
  })
  const productById = new Map(
    (products as { id: string; title: string; metadata?: Record<string, unknown> | null }[]).map(
      (p) => [p.id, p],
    ),
  )

  const updates = lines.flatMap((line) => {
    const meta = line.metadata!
    const slot = slotById.get(String(meta.slot_id))
    if (!slot) return []
    const product = productById.get(slot.product_id)
    const experience = experienceTitle(product, locale, slot.option.experience.handle)
    const option = localised(slot.option.title, locale)
    const extra = extraName(slot.option.extras, meta.extra, locale)
    const pointId = typeof meta.hold_id === "string" ? pickupByHold.get(meta.hold_id) : null
    const point = pointId
      ? slot.option.experience.pickup_points?.items?.find((p) => p.id === pointId)
      : undefined
    const names: LineNames = {
      locale,
      experience,
      option,
      extra,
      pickup: point ? pointName(point.name, locale) : null,
      pickup_id: point ? point.id : null,
    }
    const band = typeof meta.band === "string" ? meta.band : meta.unit === "item" ? "item" : null
    const what = extra ?? (band ? (BAND_NAMES[locale] as Record<string, string>)[band] : null)
    const variantTitle = what ? `${option} · ${what}` : option
    const current = lineNamesOf(meta)
    const same =
      current &&
      JSON.stringify(current) === JSON.stringify(names) &&
      line.product_title === experience &&
      line.variant_title === variantTitle
    if (same) return []
    return [
      {
        id: line.id,
        title: experience,
        product_title: experience,
        subtitle: variantTitle,
        variant_title: variantTitle,
        metadata: { ...meta, names },
      },
    ]
  })
  if (updates.length) await container.resolve(Modules.CART).updateLineItems(updates)
  return updates.length
}

/**
 * A changed booking's line names: the ones it was sold under, with the pickup
 * point named again, in the same language, when the change moved it to
 * another point (or took it away); an unchanged point keeps its sold name.
 */
export function withPickup(
  names: LineNames | null,
  pickup: {
    points?: { items?: { id: string; name?: PointName }[] } | null
    from?: string | null
    to?: string | null
  },
): LineNames | null {
  if (!names || (pickup.from ?? null) === (pickup.to ?? null)) return names
  const point = pickup.points?.items?.find((p) => p.id === pickup.to)
  return {
    ...names,
    pickup: point ? pointName(point.name, names.locale) || null : null,
    pickup_id: point ? point.id : null,
  }
}

type OrderLine = { metadata?: Record<string, unknown> | null }

/**
 * The names each booking (by hold) of these orders was sold under: its
 * lines' `metadata.names`, written in the order's language when it was
 * placed (nameCartLines), with the extras it includes.
 */
export async function soldNames(container: MedusaContainer, orderIds: string[]) {
  const byHold = new Map<string, { names: LineNames; extras: string[] }>()
  if (!orderIds.length) return byHold
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ORDER_LINE_METADATA_FIELDS,
    filters: { id: orderIds },
  })
  // A cancelled booking's lines left its order: the lines its cancellation took off name it.
  const removed = await removedBookingLines(container.resolve(Modules.ORDER), orderIds)
  const lines = [
    ...(data as { items?: OrderLine[] | null }[]).flatMap((o) => o.items ?? []),
    ...[...removed.values()].flat(),
  ]
  for (const line of lines) {
    const names = lineNamesOf(line?.metadata)
    const hold = line?.metadata?.hold_id
    if (!names || typeof hold !== "string") continue
    const sold = byHold.get(hold) ?? { names, extras: [] }
    if (names.extra) sold.extras.push(names.extra)
    byHold.set(hold, sold)
  }
  return byHold
}
