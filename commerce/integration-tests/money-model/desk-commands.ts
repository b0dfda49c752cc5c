import fc from "fast-check"
import { bookingReference } from "../../src/lib/signed-token"
import { DESERT_SAFARI } from "../fixtures"
import { action, index, laterOrders, liveOrders, ordered, pick, type Cmd } from "./command-kit"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { bookingsOf, cents, deskMoney, linesWorth } from "./desk-reads"
import { clearRefusal, type Model, type ModelCart, type Real } from "./world"

/**
 * The operators' desk in the model-based money test, through the desk's own
 * admin routes: cancel a booking with the refund chosen, mark a pay-later
 * order paid, check in and undo, cancel a departure for everyone on it, and
 * resend a voucher. Each checks what the operator was shown against what
 * was done; the ledger after the sequence (world.ts) checks the money and
 * the mails.
 */

const REFUNDS = ["policy", "full", "custom half", "custom all", "custom too much"] as const

/** The desk cancels a live booking: the policy's refund, all it paid, or an amount typed, with a reason. */
class DeskCancel implements Cmd {
  constructor(
    readonly cart: number,
    readonly booking: number,
    readonly refund: number,
  ) {}
  check = (m: Readonly<Model>) => liveOrders(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(liveOrders(m), this.cart)!
    const live = (await bookingsOf(r, cart.orderId!)).filter((b) => b.status === "confirmed")
    const booking = pick(live, this.booking)
    if (!booking) return
    const shown = await deskMoney(r, booking.id)
    const mode = REFUNDS[this.refund % REFUNDS.length]
    const body =
      mode === "policy" || mode === "full"
        ? { refund: mode, reason: "Cancelado en el mostrador" }
        : {
            refund: "custom",
            amount:
              mode === "custom half"
                ? Math.floor(cents(shown.booking_paid) / 2) / 100
                : mode === "custom all"
                  ? shown.booking_paid
                  : (cents(shown.booking_paid) + 100) / 100,
            reason: "Acuerdo con el cliente",
          }
    const done = await r.admin.post(`/admin/bookings/${booking.id}/cancel`, body)
    clearRefusal(r, `admin: desk cancel ${JSON.stringify(body)}`, done)
    if (mode === "custom too much" && done.status < 300) {
      throw new Error(
        `a refund of ${body.amount} for a booking that paid ${shown.booking_paid} was accepted\n${r.trail.join("\n")}`,
      )
    }
    if (done.status >= 300) return
    const refund = cents(done.data.cancellation.refund.amount)
    // What the booking page showed is what goes back (less only where goodwill already gave some back).
    const promised =
      mode === "policy"
        ? cents(shown.policy_refund ?? 0)
        : mode === "full" || mode === "custom all"
          ? cents(shown.booking_paid)
          : "amount" in body
            ? cents(body.amount!)
            : 0
    const wrong = cart.goodwill > 0 ? refund > promised : refund !== promised
    if (wrong) {
      throw new Error(
        `desk cancel (${mode}) refunded ${refund}, the booking page promised ${promised}\n${r.trail.join("\n")}`,
      )
    }
    m.refunds.set(booking.hold_id, shown.booking_paid > 0 ? refund / 100 : null)
    r.trail.push(`  desk refund ${refund / 100} (booking paid ${shown.booking_paid})`)
  }
  toString = () =>
    `deskCancel(order ${this.cart}, booking ${this.booking}, ${REFUNDS[this.refund % REFUNDS.length]})`
}

const METHODS = ["cash", "bank_transfer", "card_terminal"] as const

/** The desk records a pay-later order paid in cash, by transfer or at the card terminal, with its reference. */
class DeskMarkPaid implements Cmd {
  constructor(
    readonly cart: number,
    readonly method: number,
  ) {}
  check = (m: Readonly<Model>) => laterOrders(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(laterOrders(m), this.cart)!
    const live = (await bookingsOf(r, cart.orderId!)).filter((b) => b.status === "confirmed")
    if (!live.length) return
    const method = METHODS[this.method % METHODS.length]
    const done = await r.admin.post(`/admin/bookings/${live[0].id}/mark-paid`, {
      method,
      reference: `REC-${m.serial}`,
    })
    clearRefusal(r, `admin: desk mark paid (${method})`, done)
    if (done.status >= 300) return
    cart.deskPaid = (cart.deskPaid ?? 0) + cents(done.data.payment.paid.amount)
    const after = await deskMoney(r, live[0].id)
    if (after.state !== "paid" && after.state !== "partly_refunded") {
      throw new Error(
        `marked paid at the desk, the booking page says ${after.state}\n${r.trail.join("\n")}`,
      )
    }
  }
  toString = () => `deskMarkPaid(order ${this.cart}, ${METHODS[this.method % METHODS.length]})`
}

/**
 * Check-in at the meeting point, and sometimes its undo: never any money
 * moved, and a cancelled booking (or one of a cancelled order) refused.
 */
class CheckIn implements Cmd {
  constructor(
    readonly cart: number,
    readonly booking: number,
    readonly confirmUnpaid: boolean,
    readonly undo: boolean,
  ) {}
  check = (m: Readonly<Model>) => ordered(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(ordered(m), this.cart)!
    const booking = pick(await bookingsOf(r, cart.orderId!), this.booking)
    if (!booking) return
    const reference = bookingReference(booking.id)
    const before = await deskMoney(r, booking.id)
    const done = await r.admin.post("/admin/manifest/check-in", {
      reference,
      date: booking.slot.local_date,
      ...(this.confirmUnpaid ? { confirm_unpaid: true } : {}),
    })
    clearRefusal(r, `admin: check in${this.confirmUnpaid ? " (unpaid confirmed)" : ""}`, done)
    if (done.status < 300 && (booking.status !== "confirmed" || before.state === "cancelled")) {
      throw new Error(
        `check-in of a cancelled booking (${booking.status}, order ${before.state}) answered ${done.status}\n${r.trail.join("\n")}`,
      )
    }
    if (this.undo) {
      const undone = await r.admin.post("/admin/manifest/check-in/undo", { reference })
      clearRefusal(r, "admin: undo check-in", undone)
    }
    const after = await deskMoney(r, booking.id)
    for (const key of ["captured", "refunded", "booking_paid"] as const) {
      if (before[key] !== after[key]) {
        throw new Error(
          `check-in moved money: ${key} ${before[key]} -> ${after[key]}\n${r.trail.join("\n")}`,
        )
      }
    }
  }
  toString = () =>
    `checkIn(order ${this.cart}, booking ${this.booking}${this.confirmUnpaid ? ", confirm unpaid" : ""}${this.undo ? ", undo" : ""})`
}

/**
 * The operator cancels a departure that has bookings (one start time of the
 * safari's option on a date): the page lists who is affected and what each
 * paid; one confirmation cancels everyone with that amount back and an
 * e-mail. The operator then reopens it, so the run keeps its slots.
 */
class CancelDeparture implements Cmd {
  constructor(readonly slot: number) {}
  check = (m: Readonly<Model>) => liveOrders(m as Model).length > 0
  async run(m: Model, r: Real) {
    const booked: string[] = []
    for (const cart of liveOrders(m))
      for (const b of await bookingsOf(r, cart.orderId!))
        if (b.status === "confirmed" && !booked.includes(b.slot_id)) booked.push(b.slot_id)
    const slotId = pick(booked, this.slot)
    if (!slotId) return
    const service = r.container.resolve(BOOKING_MODULE) as BookingModuleService
    const [slot] = await service.listSlots({ id: slotId })
    const scope = {
      date: slot.local_date,
      option_code: slot.option_code,
      local_time: slot.local_time,
    }
    const url = `/admin/experiences/${DESERT_SAFARI.handle}/departures`
    const preview = await r.admin.get(`${url}?${new URLSearchParams(scope)}`)
    clearRefusal(r, "admin: departure's affected bookings", preview)
    if (preview.status >= 300) return
    const listed = new Map<string, number>(
      preview.data.bookings.map((b: any) => [b.booking_id, cents(b.paid.amount)]),
    )
    const done = await r.admin.post(url, {
      ...scope,
      reason: "Tormenta de arena",
      message: "Lo sentimos mucho, el desierto está cerrado por viento.",
    })
    clearRefusal(r, "admin: cancel departure", done)
    if (done.status < 300) {
      if (done.data.failed.length)
        throw new Error(
          `departure left bookings: ${JSON.stringify(done.data.failed)}\n${r.trail.join("\n")}`,
        )
      for (const c of done.data.cancelled as any[]) {
        if (!c.cancelled_now) continue
        const refund = c.refund ? cents(c.refund.amount) : 0
        // Everything the booking paid goes back: what its page says it paid, once cancelled
        // (a payment settled between the list and the confirmation counts too).
        const paid = cents((await deskMoney(r, c.booking_id)).booking_paid)
        // Less only where the order's payments had less left (a goodwill refund before); never more.
        if (refund > paid) {
          throw new Error(
            `departure: booking ${c.booking_id} paid ${paid} (listed ${listed.get(c.booking_id)}), refunded ${refund}\n${r.trail.join("\n")}`,
          )
        }
        if (refund !== paid || (listed.has(c.booking_id) && refund !== listed.get(c.booking_id)))
          r.trail.push(
            `  departure: ${c.booking_id} listed as paid ${listed.get(c.booking_id)}, refunded ${refund}`,
          )
        const [row] = await service.listBookings({ id: c.booking_id })
        m.refunds.set(row.hold_id, c.refund ? Number(c.refund.amount) : null)
      }
      r.trail.push(`  departure: ${done.data.bookings_cancelled} booking(s) cancelled`)
    }
    const reopened = await r.admin.post(`/admin/experiences/${DESERT_SAFARI.handle}/closures`, {
      ...scope,
      status: "open",
    })
    clearRefusal(r, "admin: reopen the departure", reopened)
  }
  toString = () => `cancelDeparture(slot ${this.slot})`
}

/** The desk resends a voucher: no money moves, and one more voucher e-mail states the order's total. */
class ResendVoucher implements Cmd {
  constructor(
    readonly cart: number,
    readonly booking: number,
  ) {}
  check = (m: Readonly<Model>) => ordered(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart: ModelCart = pick(ordered(m), this.cart)!
    const booking = pick(await bookingsOf(r, cart.orderId!), this.booking)
    if (!booking) return
    const before = await deskMoney(r, booking.id)
    const done = await r.admin.post(`/admin/bookings/${booking.id}/resend-voucher`, {})
    clearRefusal(r, "admin: resend voucher", done)
    if (done.status >= 300) return
    if (booking.status !== "confirmed" || before.state === "cancelled") {
      throw new Error(
        `a voucher of a cancelled booking (${booking.status}, order ${before.state}) was resent\n${r.trail.join("\n")}`,
      )
    }
    cart.resends = [...(cart.resends ?? []), await linesWorth(r, cart.orderId!)]
  }
  toString = () => `resendVoucher(order ${this.cart}, booking ${this.booking})`
}

/** The desk's actions, weighted low: together about a tenth of a sequence's steps. */
export const deskCommands = [
  action(
    2,
    fc
      .tuple(index, index, fc.nat({ max: REFUNDS.length - 1 }))
      .map(([c, b, refund]) => new DeskCancel(c, b, refund)),
  ),
  action(
    1,
    fc.tuple(index, fc.nat({ max: METHODS.length - 1 })).map(([c, m]) => new DeskMarkPaid(c, m)),
  ),
  action(
    1,
    fc
      .tuple(index, index, fc.boolean(), fc.boolean())
      .map(([c, b, confirm, undo]) => new CheckIn(c, b, confirm, undo)),
  ),
  action(
    1,
    index.map((s) => new CancelDeparture(s)),
  ),
  action(
    1,
    fc.tuple(index, index).map(([c, b]) => new ResendVoucher(c, b)),
  ),
]
