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
