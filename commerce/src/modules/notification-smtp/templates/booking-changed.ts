import type { TemplateData } from "../types"
import { COPY, formatInstant, formatMoney } from "./copy"
import { button, card, facts, frame, gap, text } from "./layout"
import { voucherCard, voucherText } from "./voucher"

/** The words of the e-mail that tells a traveller the operator changed their booking. */
export const CHANGE_COPY = {
  es: {
    subject: (reference: string) => `Tu reserva ${reference} ha cambiado`,
    intro:
      "Hemos cambiado tu reserva. La referencia es la misma; este es tu bono nuevo: enséñalo en el punto de encuentro (el anterior ya no vale).",
    before: "Antes",
    total: "Total del pedido",
    charge: "Diferencia a pagar",
    chargeNote: "Paga la diferencia con el botón de abajo antes de la actividad.",
    pay: "Pagar la diferencia",
    refund: "Te devolvemos",
    refundNote: "El reembolso llega a tu tarjeta en unos días.",
    policy: "Desde ahora se aplica la política de cancelación de la nueva fecha.",
  },
  en: {
    subject: (reference: string) => `Your booking ${reference} has changed`,
    intro:
      "We changed your booking. The reference is the same; here is your new voucher: show it at the meeting point (the previous one is no longer valid).",
    before: "Before",
    total: "Order total",
    charge: "Difference to pay",
    chargeNote: "Pay the difference with the button below before the activity.",
    pay: "Pay the difference",
    refund: "We refund you",
    refundNote: "The refund reaches your card within a few days.",
    policy: "From now on the cancellation policy of the new date applies.",
  },
}

const plain = (...blocks: (string | null | false)[]) => blocks.filter(Boolean).join("\n\n")

/** To the traveller, in the order's language: the booking's new voucher, what it was before, and its money. */
export function bookingChangedMail(d: TemplateData<"booking-changed">) {
  const copy = CHANGE_COPY[d.locale]
  const base = COPY[d.locale]
  const subject = copy.subject(d.reference)
  const before = formatInstant(d.previous.starts_at, d.previous.timezone, d.locale)
  const rows: [string, string][] = [[copy.before, before]]
  if (d.total) rows.push([copy.total, formatMoney(d.total.amount, d.total.currency_code, d.locale)])
  if (d.charge)
    rows.push([copy.charge, formatMoney(d.charge.amount, d.charge.currency_code, d.locale)])
  if (d.refund)
    rows.push([copy.refund, formatMoney(d.refund.amount, d.refund.currency_code, d.locale)])
  const note = d.charge ? copy.chargeNote : d.refund ? copy.refundNote : null
  const payUrl = d.charge && d.payment_url ? d.payment_url : null
  return {
    subject,
    mjml: frame(d.locale, subject, [
      card(
        text(base.greeting(d.customer_name)) +
          text(copy.intro) +
          facts(rows) +
          (note ? text(note) : "") +
          (payUrl ? button(copy.pay, payUrl) : "") +
          text(copy.policy),
      ),
      gap(),
      voucherCard(d.voucher, d.locale),
    ]),
    text: plain(
      base.greeting(d.customer_name),
      copy.intro,
      ...rows.map(([k, v]) => `${k}: ${v}`),
      note,
      payUrl ? `${copy.pay}: ${payUrl}` : null,
      copy.policy,
      voucherText(d.voucher, d.locale),
      base.footer,
    ),
    vouchers: [d.voucher],
  }
}
