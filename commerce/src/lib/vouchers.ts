import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"
import type { Voucher } from "../modules/notification-smtp/types"
import { describeCancellation, soldPolicy, type CancellationPolicy } from "./cancellation"
import { parseEnv } from "./env"
import type { Locale } from "./i18n/messages"
import { experienceTitle, extraName, localised, soldNames, type StoredText } from "./line-names"
import { formatLocal, localParts, localTime } from "./local-time"
import { meetingPoint, pickupFor, pickupPoints } from "./pickup-times"
import { bookingReference, signId } from "./signed-token"
import { PRODUCT_TITLE_FIELDS } from "./query-config/products"

type ProductFacts = {
  id: string
  title: string
  metadata?: Record<string, unknown> | null
}

/** A booking's extras (`{ items: [{ code, quantity }] }`) named in `locale` from its option's. */
function extrasIn(booked: unknown, catalogue: unknown, locale: Locale) {
  const items = (booked as { items?: { code: string; quantity?: number }[] } | null)?.items ?? []
  return items
    .filter((e) => (e.quantity ?? 1) > 0)
    .map((e) => extraName(catalogue as Parameters<typeof extraName>[0], e.code, locale)!)
}

/** The storefront's page of a voucher, opened by its signed token. */
export function voucherUrl(bookingId: string, locale: Locale) {
  const { STOREFRONT_URL } = parseEnv()
  return `${STOREFRONT_URL}${locale === "en" ? "/en" : ""}/voucher/${signId("voucher", bookingId)}`
}

/**
 * The vouchers of bookings (by id, or every booking of an order), each with
 * every fact a traveller needs at the meeting point, all in `locale`: one
 * screen, one language. In the order's language the names of what was bought
 * (experience, option, pickup point, extras) are the ones its order's lines
 * keep (a product renamed after the sale does not rename what was sold); in
 * the other language (a page switched, an admin's desk), and for an order
 * placed before lines kept names, the catalogue's in `locale`. What to bring and
 * the operator come from the product's metadata (`what_to_bring: { es: [],
 * en: [] }`, `operator: { name, phone, email }`); without an operator the
 * voucher names Sendero's own contact.
 */
export async function buildVouchers(
  container: MedusaContainer,
  filter: { order_id: string | string[] } | { id: string[] },
  locale: Locale,
): Promise<
  (Voucher & {
    booking_id: string
    status: string
    order_id: string
    starts_text: string
    extras: string[]
  })[]
> {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const bookings = await booking.listBookings(filter, {
    relations: ["slot", "slot.option", "slot.option.experience"],
    order: { created_at: "ASC" },
    take: null,
  })
  if (!bookings.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const productIds = [...new Set(bookings.map((b) => b.slot.product_id))]
  const { data: products } = await query.graph({
    entity: "product",
    fields: PRODUCT_TITLE_FIELDS,
    filters: { id: productIds },
  })
  const productById = new Map((products as ProductFacts[]).map((p) => [p.id, p]))
  const sold = await soldNames(container, [
    ...new Set(bookings.map((b) => b.order_id).filter(Boolean)),
  ])
  const { MAIL_FROM } = parseEnv()
  const senderoEmail = MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? MAIL_FROM

  return bookings.map((b) => {
    const slot = b.slot
    const option = slot.option
    const experience = option.experience
    const product = productById.get(slot.product_id)
    const meta = (product?.metadata ?? {}) as Record<string, any>
    // The names it was sold under, when they are in the language asked for.
    const names = sold.get(b.hold_id)
    const kept = names?.names.locale === locale ? names : undefined
    const point = pickupPoints(
      experience.pickup_points as Parameters<typeof pickupPoints>[0],
      experience.start_time,
      locale,
    ).find((p) => p.id === b.pickup_point_id)
    const startsAt = new Date(slot.starts_at)
    const local = localParts(startsAt, slot.timezone)
    const pickup = point ? pickupFor(point, startsAt, slot.timezone) : null
    // The name it was sold under, while the booking keeps that point (a desk change may move it).
    const soldPickup =
      (kept?.names.pickup_id ?? b.pickup_point_id) === b.pickup_point_id ? kept?.names.pickup : null
    const cancellation = describeCancellation(
      soldPolicy(b) as CancellationPolicy,
      startsAt,
      slot.timezone,
      locale,
    )
    const travellers = b.travellers as Record<string, number> | null
    const operator = meta.operator as { name?: string; phone?: string; email?: string } | undefined
    return {
      booking_id: b.id,
      order_id: b.order_id,
      status: b.status,
      reference: bookingReference(b.id),
      experience: kept?.names.experience ?? experienceTitle(product, locale, experience.handle),
      option: kept?.names.option ?? localised(option.title as StoredText, locale),
      extras: kept?.extras ?? (names ? extrasIn(b.extras, option.extras, locale) : []),
      // Local date and times from the instants (lib/local-time.ts), never a stored copy.
      local_date: local.date,
      start_time: local.time,
      end_time: localTime(slot.ends_at, slot.timezone),
      timezone: slot.timezone,
      starts_at: startsAt.toISOString(),
      // The start written for travellers by the house's one formatter, zone named: pages show it as is.
      starts_text: formatLocal(startsAt, slot.timezone, locale, "full"),
      duration_minutes: experience.duration_minutes,
      minimum_age: experience.minimum_age,
      travellers: Object.entries(travellers ?? {})
        .filter(([, count]) => typeof count === "number")
        .map(([band, count]) => ({ band, count })),
      meeting_point: meetingPoint(
        experience.meeting_point as Parameters<typeof meetingPoint>[0],
        locale,
      ),
      pickup: pickup && soldPickup ? { ...pickup, name: soldPickup } : pickup,
      what_to_bring: Array.isArray(meta.what_to_bring?.[locale]) ? meta.what_to_bring[locale] : [],
      cancellation: {
        type: cancellation.type,
        text: cancellation.text,
        deadline: cancellation.free_until,
      },
      operator: {
        name: operator?.name ?? "Sendero",
        phone: operator?.phone ?? null,
        email: operator?.email ?? senderoEmail,
      },
      // A voucher admits its traveller to one slot: it lapses when the slot ends.
      valid_until: new Date(slot.ends_at).toISOString(),
      link: voucherUrl(b.id, locale),
    }
  })
}
