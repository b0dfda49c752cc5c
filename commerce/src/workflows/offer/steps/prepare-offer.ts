import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { nearestSplittableTotals, splitOfferTotal, unitPriceOf } from "../../../lib/offer-price"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { OFFER_MODULE, offerReference } from "../../../modules/offer"
import type OfferModuleService from "../../../modules/offer/service"
import { toMinorUnits } from "../../../modules/stripe-checkout/money"
import { bookingLineItems } from "../../steps/add-booking-lines"
import { resolveBooking } from "../../../lib/resolve-booking"
import type { Locale } from "../../../lib/i18n/messages"
import { experienceTitle } from "../../../lib/line-names"
import { PRODUCT_OFFER_FIELDS } from "../../../lib/query-config/products"

/**
 * An offer as the team writes it (the route has validated it): the request it answers, the
 * experience and slot, travellers per age band or items, the total in `currency_code` (major
 * units), a note and how many hours it may be paid.
 */
export type SendOfferInput = {
  id: string
  site_url: string
  handle: string
  slot_id: string
  travellers?: { adult?: number; child?: number; infant?: number }
  items?: number
  amount: number
  currency_code: string
  note?: string
  valid_hours: number
}

/** A slot must start at least this long after the offer is sent (time to read the e-mail and pay). */
const MIN_LEAD_MINUTES = 60
/** The payment link closes this long before the slot starts, so the seats are never held past it. */
const CLOSE_BEFORE_SLOT_MINUTES = 10
/** An offer above this many times the catalogue price is a typo, not a deal. */
const MAX_LIST_MULTIPLE = 10

const money = (minor: number, currency: string) =>
  `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`
const utc = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ")

/**
 * Everything a custom offer needs, checked before anything is written: the
 * request is open (not won or lost, no offer still payable), the slot is one
 * of the experience's, open and far enough ahead, the currency is sold, and
 * the total is sane and splits exactly over the booking's lines (each line's
 * unit price, by variant). Read-only: nothing to compensate.
 */
export const prepareOfferStep = createStep(
  "prepare-offer",
  async (input: SendOfferInput, { container }) => {
    const offers: OfferModuleService = container.resolve(OFFER_MODULE)
    const [request] = await offers.listOfferRequests({ id: input.id }, { take: 1 })
    if (!request) throw new BookingError(MedusaError.Types.NOT_FOUND, "offer_request_not_found")
    if (request.status === "won" || request.status === "lost") {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "offer.request_closed", {
        status: request.status,
      })
    }
    const sent = request.offer as { expires_at?: string } | null
    if (
      request.status === "offer_sent" &&
      sent?.expires_at &&
      new Date(sent.expires_at).getTime() > Date.now()
    ) {
      throw new BookingError(MedusaError.Types.CONFLICT, "offer.already_sent", {
        expires_at: utc(new Date(sent.expires_at)),
      })
    }

    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [experience] = await booking.listExperiences(
      { handle: input.handle },
      { select: ["id", "product_id"], take: 1 },
    )
    if (!experience)
      throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.experience_not_found")
    const context = await booking.slotContext(input.slot_id)
    if (!context) throw new BookingError(MedusaError.Types.NOT_FOUND, "slot_not_found")
    if (context.slot.product_id !== experience.product_id) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "offer.slot_not_of_experience")
    }
    const startsAt = new Date(context.slot.starts_at)
    if (startsAt.getTime() <= Date.now())
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "slot_in_past")
    if (startsAt.getTime() < Date.now() + MIN_LEAD_MINUTES * 60_000) {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "offer.slot_too_soon")
    }

    const [region] = await container
      .resolve(Modules.REGION)
      .listRegions({ currency_code: input.currency_code }, { select: ["id"], take: 1 })
    if (!region)
      throw new BookingError(MedusaError.Types.INVALID_DATA, "offer.currency_unavailable", {
        field: "currency_code",
      })
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "product",
      fields: PRODUCT_OFFER_FIELDS,
      filters: { id: experience.product_id },
    })
    const product = data[0] as
      | {
          id: string
          title: string
          metadata?: Record<string, unknown> | null
          sales_channels?: { id: string }[]
        }
      | undefined

    // The booking as the bookings route would resolve it (travellers checked), priced at list prices.
    const resolved = await resolveBooking(container, {
      slot_id: input.slot_id,
      travellers: input.travellers,
      items: input.items,
      extras: [],
      pickup_point_id: null,
    })
    const cart = {
      id: "",
      currency_code: input.currency_code,
      region_id: region.id,
      customer_id: request.customer_id,
    }
    const listed = await bookingLineItems(container, cart, resolved.product_id, resolved.lines)
    const weights = listed.map((l) => ({
      quantity: Number(l.quantity),
      list_minor: toMinorUnits(l.unit_price as number, input.currency_code),
    }))
    const total = toMinorUnits(input.amount, input.currency_code)
    const list = weights.reduce((sum, w) => sum + w.list_minor * w.quantity, 0)
    if (list > 0 && total > list * MAX_LIST_MULTIPLE) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "offer.price_too_high", {
        field: "amount",
        max: money(list * MAX_LIST_MULTIPLE, input.currency_code),
        list: money(list, input.currency_code),
      })
    }
    const shares = splitOfferTotal(total, weights)
    if (!shares) {
      const { below, above } = nearestSplittableTotals(total, weights)
      throw new BookingError(MedusaError.Types.INVALID_DATA, "offer.price_indivisible", {
        field: "amount",
        below: below === null ? "" : money(below, input.currency_code),
        above: above === null ? "" : money(above, input.currency_code),
      })
    }
    const unit_prices = Object.fromEntries(
      listed.map((l, i) => [
        l.variant_id as string,
        unitPriceOf(shares[i], weights[i].quantity, 2),
      ]),
    )

    const closes = Math.min(
      Date.now() + input.valid_hours * 3_600_000,
      startsAt.getTime() - CLOSE_BEFORE_SLOT_MINUTES * 60_000,
    )
    return new StepResponse({
      request: {
        id: request.id,
        reference: offerReference(request.id),
        email: request.email,
        name: request.name,
        locale: request.locale as Locale,
        customer_id: request.customer_id,
      },
      product: {
        id: experience.product_id as string,
        // In the request's language: the offer's e-mail and page name it so.
        title: experienceTitle(product, request.locale as Locale, input.handle),
        sales_channel_id: product?.sales_channels?.[0]?.id ?? null,
      },
      slot: {
        id: context.slot.id,
        starts_at: startsAt.toISOString(),
        timezone: context.slot.timezone,
        option_code: context.option.code,
      },
      region_id: region.id as string,
      currency_code: input.currency_code,
      amount: total / 100,
      unit_prices,
      travellers: resolved.request.travellers,
      expires_at: Math.floor(closes / 1000),
    })
  },
)
