import type { TemplateData } from "../types"
import { COPY, formatMoney } from "./copy"
import { card, facts, frame, text } from "./layout"

/** The words of the e-mail that confirms a payment link was paid. */
export const PAYMENT_COPY = {
  es: {
    receivedSubject: (id: string) => `Hemos recibido tu pago del pedido n.º ${id}`,
    receivedIntro:
      "Hemos recibido tu pago con tarjeta. Tus actividades están pagadas: no tienes que pagar nada más en el punto de encuentro.",
    paid: "Importe pagado",
    order: "Pedido",
  },
  en: {
    receivedSubject: (id: string) => `Payment received for order no. ${id}`,
    receivedIntro:
      "We received your card payment. Your activities are paid: there is nothing more to pay at the meeting point.",
    paid: "Amount paid",
    order: "Order",
  },
}

/** The words of the e-mail that tells a traveller money went back to them without a cancellation e-mail. */
export const REFUND_COPY = {
  es: {
    subject: (id: string) => `Te hemos devuelto dinero del pedido n.º ${id}`,
    intro: {
      goodwill: "Te hemos hecho un reembolso.",
      link_after_cancel:
        "Pagaste el enlace de pago cuando el pedido ya no debía ese importe (se había cancelado o cambiado): te lo hemos devuelto entero.",
    },
    delay: "El reembolso llega a tu tarjeta en 5 a 10 días hábiles, según tu banco.",
    refunded: "Importe reembolsado",
  },
  en: {
    subject: (id: string) => `We refunded money on order no. ${id}`,
    intro: {
      goodwill: "We have made a refund to you.",
      link_after_cancel:
        "You paid the payment link when the order no longer owed that amount (it had been cancelled or changed): we have refunded all of it.",
    },
    delay: "The refund reaches your card within 5 to 10 business days, depending on your bank.",
    refunded: "Amount refunded",
  },
}

const plain = (...blocks: (string | null | false)[]) => blocks.filter(Boolean).join("\n\n")

/** To the traveller, in the order's language: the payment link was paid, and how much it took. */
export function paymentReceivedMail(d: TemplateData<"payment-received">) {
  const copy = PAYMENT_COPY[d.locale]
  const base = COPY[d.locale]
  const id = String(d.order_display_id)
  const subject = copy.receivedSubject(id)
  const paid = formatMoney(d.paid.amount, d.paid.currency_code, d.locale)
  const rows: [string, string][] = [
    [copy.order, `#${id}`],
    [copy.paid, paid],
  ]
  return {
    subject,
    mjml: frame(d.locale, subject, [
      card(text(base.greeting(d.customer_name)) + text(copy.receivedIntro) + facts(rows)),
    ]),
    text: plain(
      base.greeting(d.customer_name),
      copy.receivedIntro,
      ...rows.map(([k, v]) => `${k}: ${v}`),
      base.footer,
    ),
    vouchers: [],
  }
}

/** To the traveller, in the order's language: a refund that no cancellation e-mail states (goodwill, a link paid too late). */
export function refundIssuedMail(d: TemplateData<"refund-issued">) {
  const copy = REFUND_COPY[d.locale]
  const base = COPY[d.locale]
  const id = String(d.order_display_id)
  const subject = copy.subject(id)
  const intro = copy.intro[d.reason]
  const rows: [string, string][] = [
    [PAYMENT_COPY[d.locale].order, `#${id}`],
    [copy.refunded, formatMoney(d.refund.amount, d.refund.currency_code, d.locale)],
  ]
  return {
    subject,
    mjml: frame(d.locale, subject, [
      card(text(base.greeting(d.customer_name)) + text(intro) + facts(rows) + text(copy.delay)),
    ]),
    text: plain(
      base.greeting(d.customer_name),
      intro,
      ...rows.map(([k, v]) => `${k}: ${v}`),
      copy.delay,
      base.footer,
    ),
    vouchers: [],
  }
}
