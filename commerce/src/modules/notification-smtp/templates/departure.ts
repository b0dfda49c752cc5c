import type { TemplateData } from "../types"
import { COPY, formatInstant, formatMoney } from "./copy"
import { button, card, facts, frame, text } from "./layout"

/** The words of the e-mail that tells a traveller the operator cancelled their departure. */
export const DEPARTURE_COPY = {
  es: {
    subject: (ref: string) => `Tu salida se ha cancelado: ${ref}`,
    intro: (exp: string, when: string) =>
      `Lo sentimos: el operador ha cancelado la salida de «${exp}» del ${when}, y con ella tu reserva.`,
    refund: (amount: string) =>
      `Te devolvemos el importe íntegro, ${amount}, por el mismo medio de pago.`,
    refundRest: (amount: string) =>
      `Te devolvemos ${amount}, lo que queda de tu pago tras un reembolso anterior, por el mismo medio de pago.`,
    noRefund: "Tu reserva no estaba pagada: no se te cobrará nada.",
    message: "Mensaje del operador",
    rebook: "Elegir otra fecha",
    reference: "Referencia",
  },
  en: {
    subject: (ref: string) => `Your departure was cancelled: ${ref}`,
    intro: (exp: string, when: string) =>
      `We are sorry: the operator cancelled the departure of "${exp}" on ${when}, and your booking with it.`,
    refund: (amount: string) =>
      `We are refunding the full amount, ${amount}, to the same payment method.`,
    refundRest: (amount: string) =>
      `We are refunding ${amount}, what remains of your payment after an earlier refund, to the same payment method.`,
    noRefund: "Your booking was not paid: you will not be charged.",
    message: "Message from the operator",
    rebook: "Choose another date",
    reference: "Reference",
  },
}

const plain = (...blocks: (string | null | false)[]) => blocks.filter(Boolean).join("\n\n")

/** To each traveller of a cancelled departure, in the order's language: the refund (all that was paid, or what an earlier refund left), the operator's message, a link to rebook. */
export function departureCancelledMail(d: TemplateData<"departure-cancelled">) {
  const copy = DEPARTURE_COPY[d.locale]
  const base = COPY[d.locale]
  const subject = copy.subject(d.reference)
  const intro = copy.intro(d.experience, formatInstant(d.starts_at, d.timezone, d.locale))
  const refund =
    d.refund && d.refund.amount > 0
      ? (d.refund_full === false ? copy.refundRest : copy.refund)(
          formatMoney(d.refund.amount, d.refund.currency_code, d.locale),
        )
      : copy.noRefund
  const message = d.message ? `${copy.message}: ${d.message}` : null
  return {
    subject,
    mjml: frame(d.locale, subject, [
      card(
        text(base.greeting(d.customer_name)) +
          text(intro) +
          text(refund) +
          (message ? text(message) : "") +
          facts([[copy.reference, d.reference]]) +
          button(copy.rebook, d.rebook_url),
      ),
    ]),
    text: plain(
      base.greeting(d.customer_name),
      intro,
      refund,
      message,
      `${copy.reference}: ${d.reference}`,
      `${copy.rebook}: ${d.rebook_url}`,
      base.footer,
    ),
    vouchers: [],
  }
}
