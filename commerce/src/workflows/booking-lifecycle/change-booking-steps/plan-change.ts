import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import type { BookingRequestInput } from "../../../lib/booking-request"
import { pickLocale } from "../../../lib/i18n/messages"
import { BAND_NAMES, extraName, lineNamesOf, withPickup } from "../../../lib/line-names"
import { amountOf, centsOf } from "../../../lib/money"
import { readOrderMoney } from "../../../lib/order-money"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import type { BookingRequest } from "../../../modules/booking/sql/holds"
import { bookingLineItems } from "../../steps/add-booking-lines"
import { resolveBooking } from "../../../lib/resolve-booking"
import { ORDER_CHANGE_PLAN_FIELDS } from "../../../lib/query-config/orders"
import type { ChangeBookingInput, ChangePlan, PlannedLine } from "./change-plan"

export type { ChangeBookingInput, ChangePlan, PlannedLine } from "./change-plan"
export { changeQuote, changeRefund } from "./change-quote"

type OrderItem = {
  id: string
  variant_id: string | null
  quantity: unknown
  unit_price: unknown
  total: unknown
  is_discountable?: boolean | null
  metadata: Record<string, unknown> | null
  adjustments?:
    { id: string; amount: unknown; code?: string | null; promotion_id?: string | null }[] | null
}

type OrderFacts = {
  id: string
  display_id: number
  status: string
  email: string | null
  currency_code: string
  region_id: string | null
  customer_id: string | null
  metadata: Record<string, unknown> | null
  version: number
  items?: OrderItem[] | null
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** The request a booking stores, as the bookings route takes it. */
function currentRequest(row: {
  travellers: unknown
  extras: unknown
  pickup_point_id: string | null
}): BookingRequestInput {
  const t = (row.travellers ?? {}) as Record<string, number>
  const extras = ((row.extras as { items?: { code: string; quantity: number }[] } | null)?.items ??
    []) as { code: string; quantity: number }[]
  const base =
    typeof t.items === "number"
      ? { items: t.items, travellers: { adult: t.travellers ?? 0 } }
      : { travellers: { adult: t.adult ?? 0, child: t.child ?? 0, infant: t.infant ?? 0 } }
  return { ...base, extras, pickup_point_id: row.pickup_point_id }
}

/**
 * Reads a booking, its order and the slot it moves to, refuses what may not
 * change (cancelled, checked in, started, another experience or option, a
 * booking changed since the operator saw it, nothing to change) and prices
 * the new party with the picker's own code (`resolveBooking`, the variants'
 * calculated prices in the order's currency and region now). A promotion
 * applied at purchase keeps its share of the booking: the booking's discount
 * over its list price is applied to the new list price. Nothing is written.
 */
export async function planBookingChange(
  container: MedusaContainer,
  input: ChangeBookingInput,
): Promise<ChangePlan> {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const [row] = await booking.listBookings({ id: input.booking_id }, { relations: ["slot"] })
  if (!row) throw new BookingError(MedusaError.Types.NOT_FOUND, "reservation_not_found")
  if (row.status !== "confirmed")
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "change.booking_cancelled")
  if (row.checked_in_at)
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "change.booking_checked_in")
  if (new Date(row.slot.starts_at).getTime() <= Date.now())
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "change.slot_started")
  if (input.version && new Date(input.version).getTime() !== new Date(row.updated_at).getTime())
    throw new BookingError(MedusaError.Types.CONFLICT, "change.booking_changed")

  const money = await readOrderMoney(container, row.order_id)
  if (!money) throw new BookingError(MedusaError.Types.NOT_FOUND, "reservation_not_found")
  if (money.state === "cancelled")
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "admin.order.already_cancelled")

  const slotId = input.slot_id ?? row.slot.id
  const target = await booking.slotContext(slotId)
  if (!target) throw new BookingError(MedusaError.Types.NOT_FOUND, "slot_not_found")
  if (
    target.slot.product_id !== row.slot.product_id ||
    target.slot.option_code !== row.slot.option_code
  )
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "change.other_experience")

  const current = currentRequest(row)
  const partyGiven = input.travellers !== undefined || input.items !== undefined
  const request: BookingRequestInput = {
    travellers: partyGiven ? input.travellers : current.travellers,
    items: partyGiven ? input.items : current.items,
    extras: input.extras ?? current.extras,
    pickup_point_id:
      input.pickup_point_id === undefined ? current.pickup_point_id : input.pickup_point_id,
  }
  const resolved = await resolveBooking(container, { ...request, slot_id: slotId })

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ORDER_CHANGE_PLAN_FIELDS,
    filters: { id: row.order_id },
  })
  const order = data[0] as unknown as OrderFacts | undefined
  if (!order) throw new BookingError(MedusaError.Types.NOT_FOUND, "reservation_not_found")
  const locale = pickLocale(String(order.metadata?.locale ?? "es"))
  const own = (order.items ?? []).filter((i) => i.metadata?.hold_id === row.hold_id)
  // What the order's live bookings are worth now, and so what it still owes before the change.
  const live = await booking.listBookings(
    { order_id: row.order_id, status: "confirmed" },
    { select: ["id", "hold_id"], take: null },
  )
  const liveHolds = new Set(live.map((b) => b.hold_id))
  const liveWorth = (order.items ?? [])
    .filter((i) => liveHolds.has(String(i.metadata?.hold_id ?? "")))
    .reduce((sum, i) => sum + centsOf(i.total), 0)
  const oldWorth = own.reduce((sum, i) => sum + centsOf(i.total), 0)
  const oldList = own.reduce(
    (sum, i) => sum + Math.round(amountOf(i.unit_price) * amountOf(i.quantity) * 100),
    0,
  )
  const adjustments = own.flatMap((i) => i.adjustments ?? [])
  const oldDiscount = adjustments.reduce((sum, a) => sum + centsOf(a.amount), 0)
  const share = oldList > 0 ? oldDiscount / oldList : 0

  const priced = await bookingLineItems(
    container,
    {
      id: order.id,
      currency_code: order.currency_code,
      region_id: order.region_id ?? undefined,
      customer_id: order.customer_id ?? undefined,
    } as Parameters<typeof bookingLineItems>[1],
    resolved.product_id,
    resolved.lines,
  )
  const baseNames = own.map((i) => lineNamesOf(i.metadata)).find(Boolean) ?? null
  // A pickup point the change moves to is named again (the sold names keep the old one).
  const to = resolved.request.pickup_point_id
  const pickup = { points: target.experience.pickup_points, from: row.pickup_point_id, to }
  const lines: PlannedLine[] = priced.map((line) => {
    const meta = (line.metadata ?? {}) as Record<string, unknown>
    const existing = own.find((i) => i.variant_id === line.variant_id)
    const extra = extraName(target.option.extras, meta.extra, baseNames?.locale ?? locale)
    const sold = existing ? lineNamesOf(existing.metadata) : baseNames && { ...baseNames, extra }
    const names = withPickup(sold, pickup)
    const metadata = {
      ...(existing?.metadata ?? {}),
      ...meta,
      hold_id: row.hold_id,
      ...(names ? { names } : {}),
    }
    const unit = amountOf(line.unit_price)
    const discount =
      line.is_discountable === false ? 0 : round2(unit * Number(line.quantity) * share)
    const band = typeof meta.band === "string" ? meta.band : meta.unit === "item" ? "item" : null
    const what =
      names?.extra ?? (band ? (BAND_NAMES[locale] as Record<string, string>)[band] : null)
    const variantTitle = names
      ? what
        ? `${names.option} · ${what}`
        : names.option
      : line.variant_title
    const { cart_id: _cart, metadata: _m, quantity: _q, unit_price: _u, ...rest } = line
    return {
      id: existing?.id ?? null,
      variant_id: line.variant_id!,
      quantity: Number(line.quantity),
      unit_price: unit,
      compare_at_unit_price:
        line.compare_at_unit_price == null ? null : amountOf(line.compare_at_unit_price),
      metadata,
      discount,
      create: existing
        ? null
        : {
            ...rest,
            ...(names ? { title: names.experience, product_title: names.experience } : {}),
            subtitle: variantTitle ?? undefined,
            variant_title: variantTitle ?? undefined,
          },
    }
  })
  const kept = new Set(lines.map((l) => l.id).filter(Boolean))
  const dropped = own.filter((i) => !kept.has(i.id) && amountOf(i.quantity) > 0).map((i) => i.id)
  const newWorth = lines.reduce(
    (sum, l) => sum + Math.round(l.unit_price * l.quantity * 100) - Math.round(l.discount * 100),
    0,
  )

  const sameSlot = slotId === row.slot.id
  const sameLines =
    dropped.length === 0 &&
    lines.every((l) => {
      const existing = own.find((i) => i.id === l.id)
      return existing && amountOf(existing.quantity) === l.quantity
    })
  if (
    sameSlot &&
    resolved.seats === row.seats &&
    sameLines &&
    (resolved.request.pickup_point_id ?? null) === (row.pickup_point_id ?? null)
  )
    throw new BookingError(MedusaError.Types.CONFLICT, "change.nothing_to_change")

  const first = adjustments[0]
  const at = (d: Date | string) => new Date(d).toISOString()
  return {
    order_id: order.id,
    order_display_id: order.display_id,
    email: order.email,
    locale,
    currency_code: order.currency_code,
    booking_id: row.id,
    hold_id: row.hold_id,
    from: {
      slot_id: row.slot.id,
      seats: row.seats,
      request: {
        travellers: (row.travellers as Record<string, number> | null) ?? null,
        extras: (row.extras as BookingRequest["extras"]) ?? null,
        pickup_point_id: row.pickup_point_id ?? null,
      },
      starts_at: at(row.slot.starts_at),
      timezone: row.slot.timezone,
    },
    to: {
      slot_id: slotId,
      seats: resolved.seats,
      travellers: resolved.request.travellers,
      extras: resolved.request.extras,
      pickup_point_id: resolved.request.pickup_point_id,
      starts_at: at(target.slot.starts_at),
      timezone: target.slot.timezone,
    },
    hold_seats: sameSlot ? Math.max(0, resolved.seats - row.seats) : resolved.seats,
    lines,
    dropped,
    discount: first
      ? { code: first.code ?? null, promotion_id: first.promotion_id ?? null, share }
      : null,
    old_worth: oldWorth,
    new_worth: newWorth,
    kept: Math.round(money.kept * 100),
    owed_before: Math.max(0, liveWorth - Math.round(money.kept * 100)),
    order_status: order.status,
    order_version: order.version,
  }
}

/** The plan of a change (read only; nothing to compensate). */
export const planChangeStep = createStep(
  "change-booking-plan",
  async (input: ChangeBookingInput, { container }) =>
    new StepResponse(await planBookingChange(container, input)),
)
