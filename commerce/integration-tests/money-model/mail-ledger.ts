import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { ParsedMail } from "mailparser"
import { removedBookingLines } from "../../src/lib/order-edit"
import type { ModelCart, Real } from "./world"

const sql = async (container: MedusaContainer, text: string, params: unknown[] = []) =>
  (await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(text, params as any[]))
    .rows as Record<string, any>[]

/** "148,50 €" (any space) -> 14850 cents; the amounts a Spanish mail states. */
const centsIn = (text: string) =>
  [...text.matchAll(/(\d{1,3}(?:\.\d{3})*,\d{2})\s€/g)].map((m) =>
    Math.round(Number(m[1].replace(/\./g, "").replace(",", ".")) * 100),
  )

/**
 * Every e-mail the order's traveller got states what the ledger holds: one
 * confirmation whose total is the order's (for a card order, what the cart
 * showed and the card paid); one cancellation per cancelled booking, whose
 * refunds together with the goodwill refunds are what the order recorded; a
 * "payment received" whose amount is what the link took.
 */
export async function assertMails(
  real: Real,
  cart: ModelCart,
  stripe: { refunded: number; linkPaid: number },
) {
  const [order] = await sql(real.container, `SELECT display_id FROM "order" WHERE id = ?`, [
    cart.orderId,
  ])
  const { data } = await real.container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id",
      "total",
      "items.total",
      "items.metadata",
      "payment_collections.payments.refunds.amount",
    ],
    filters: { id: cart.orderId },
  })
  const cancelled = await sql(
    real.container,
    `SELECT id FROM booking WHERE order_id = ? AND status = 'cancelled' AND deleted_at IS NULL`,
    [cart.orderId],
  )
  const id = `n.º ${order.display_id}`
  const kinds = (all: ParsedMail[]) => ({
    confirmations: all.filter(
      (m) =>
        /^(Reserva confirmada|Hemos recibido tu reserva)/.test(m.subject ?? "") &&
        m.subject!.endsWith(id),
    ),
    // A booking cancelled alone, or with its whole departure.
    cancellations: all.filter((m) =>
      /^(Reserva cancelada|Tu salida se ha cancelado): SND-/.test(m.subject ?? ""),
    ),
    received: all.filter((m) => /^Hemos recibido tu pago/.test(m.subject ?? "")),
    changes: all.filter((m) => /^Tu reserva SND-.* ha cambiado$/.test(m.subject ?? "")),
    // "Refund issued": a goodwill refund, or a link paid after its order no longer owed it.
    goodwill: all.filter(
      (m) =>
        /^Te hemos devuelto dinero/.test(m.subject ?? "") &&
        (m.text ?? "").includes("Te hemos hecho un reembolso"),
    ),
    lateLinks: all.filter(
      (m) =>
        /^Te hemos devuelto dinero/.test(m.subject ?? "") &&
        (m.text ?? "").includes("Pagaste el enlace de pago"),
    ),
  })
  // A desk change states the order's new total and what it refunded ("Te devolvemos").
  const changeFigure = (m: ParsedMail, label: string) => {
    const line = (m.text ?? "").split("\n").find((l) => l.startsWith(`${label}:`))
    return line ? (centsIn(line)[0] ?? 0) : 0
  }
  const sum = (list: ParsedMail[]) =>
    list.reduce((total, m) => total + (centsIn(m.text ?? "")[0] ?? 0), 0)
  // What the bookings' lines are worth as sold, those a cancellation took off included
  // (Medusa's order total moves with cancellations and refunds, the lines sold do not).
  const removed = await removedBookingLines(real.container.resolve(Modules.ORDER), [cart.orderId!])
  const total = [
    ...((data[0] as any).items ?? []).filter((item: any) => item?.metadata?.hold_id),
    ...(removed.get(cart.orderId!) ?? []),
  ].reduce((sum: number, item: any) => sum + Math.round(Number(item.total) * 100), 0)
  // Refunds as Medusa recorded them, whatever the payment (a card, a link, or paid at the desk).
  const recorded = ((data[0] as any).payment_collections ?? [])
    .flatMap((c: any) => c?.payments ?? [])
    .flatMap((p: any) => p?.refunds ?? [])
    .reduce((sum: number, r: any) => sum + Math.round(Number(r.amount) * 100), 0)

  /** What the mails so far disagree with the ledger on (empty: they agree). */
  function problems(mails: ParsedMail[]) {
    const k = kinds(mails)
    // Each voucher the desk resent is one more confirmation, stating the order's total when it went.
    const resent = [...(cart.resends ?? [])]
    const figures = k.confirmations.map((m) => centsIn(m.text ?? "")[0])
    if (k.confirmations.length !== 1 + resent.length)
      return `${k.confirmations.length} confirmation mails for 1 and ${resent.length} resent voucher(s)`
    const originals = [...figures]
    for (const figure of resent) {
      const at = originals.indexOf(figure)
      if (at < 0)
        return `a resent voucher should state ${figure}, the confirmation mails state ${figures.join(", ")}`
      originals.splice(at, 1)
    }
    const stated = originals[0]
    const latest = k.changes.length
      ? changeFigure(k.changes[k.changes.length - 1], "Total del pedido")
      : stated
    const expected = k.changes.length ? (cart.changeTotal ?? total) : total
    if (latest !== expected)
      return `the ${k.changes.length ? "last change" : "confirmation"} says ${latest}, the order's lines are worth ${expected}`
    const paid = cart.sessions.map((s) => Math.round(s.shown * 100))
    if (cart.method === "card" && !paid.includes(stated))
      return `the confirmation says ${stated}, the cart showed ${paid.join(" or ")}`
    if (k.cancellations.length !== cancelled.length)
      return `${k.cancellations.length} cancellation mails for ${cancelled.length} cancelled bookings`
    if ((cart.changes ?? 0) > k.changes.length)
      return `${k.changes.length} change mails for ${cart.changes} changes`
    const refundsStated =
      sum(k.cancellations) +
      k.changes.reduce((total, m) => total + changeFigure(m, "Te devolvemos"), 0) +
      sum(k.goodwill)
    if (refundsStated !== recorded)
      return `the mails state ${refundsStated} refunded (${sum(k.goodwill)} of it goodwill; the model made ${Math.round(cart.goodwill * 100)}), the order's refunds are ${recorded} (Stripe refunded ${stripe.refunded})`
    if (sum(k.received) + sum(k.lateLinks) !== stripe.linkPaid)
      return `the "payment received" mails state ${sum(k.received)} and the late-link refunds ${sum(k.lateLinks)}, the links took ${stripe.linkPaid}`
    return null
  }

  // Mails go out from subscribers: read them again (up to 10 s) until they agree with the ledger.
  const deadline = Date.now() + 10_000
  let mails = await real.mail.waitFor(cart.email, 1, 10_000)
  let problem = problems(mails)
  while (problem && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    mails = await real.mail.waitFor(cart.email, 1, 0)
    problem = problems(mails)
  }
  if (problem) {
    throw new Error(
      `order ${cart.orderId} (${cart.email}): ${problem}\n${mails.map((m) => `  ${m.subject}`).join("\n")}\n${real.trail.join("\n")}`,
    )
  }
}
