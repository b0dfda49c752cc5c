import type { Locale } from "@sendero/shared/locales"
import type { TemplateData } from "../types"
import { COPY, formatInstant, formatMoney } from "./copy"
import { button, card, facts, frame, text } from "./layout"

/** The words of the e-mails about what the public writes to the shop. */
export const FEEDBACK_COPY = {
  es: {
    contactSubject: (subject: string) => `Mensaje de contacto: ${subject}`,
    contactIntro:
      "Alguien ha escrito desde la página de contacto. Responde a su correo electrónico.",
    replySubject: (subject: string) => `Re: ${subject}`,
    replyGreeting: (name: string) => `Hola, ${name}:`,
    yourMessage: "Tu mensaje",
    name: "Nombre",
    email: "Correo electrónico",
    subject: "Asunto",
    message: "Mensaje",
    reference: "Referencia",
    offerSentSubject: (ref: string) => `Tu oferta personalizada (${ref})`,
    offerSentIntro: (exp: string | null) =>
      exp
        ? `Esta es la oferta que hemos preparado para ti: «${exp}».`
        : "Esta es la oferta que hemos preparado para ti.",
    offerDetails: "Qué incluye",
    price: "Precio",
    pay: "Pagar la oferta",
    expires: (when: string) => `El enlace de pago caduca el ${when}.`,
    when: "Fecha y hora",
    travellers: "Viajeros",
    note: "Nota del equipo",
  },
  en: {
    contactSubject: (subject: string) => `Contact message: ${subject}`,
    contactIntro: "Someone wrote from the contact page. Reply to their e-mail address.",
    replySubject: (subject: string) => `Re: ${subject}`,
    replyGreeting: (name: string) => `Hello ${name},`,
    yourMessage: "Your message",
    name: "Name",
    email: "E-mail",
    subject: "Subject",
    message: "Message",
    reference: "Reference",
    offerSentSubject: (ref: string) => `Your custom offer (${ref})`,
    offerSentIntro: (exp: string | null) =>
      exp
        ? `Here is the offer we prepared for you: "${exp}".`
        : "Here is the offer we prepared for you.",
    offerDetails: "What it includes",
    price: "Price",
    pay: "Pay for the offer",
    expires: (when: string) => `The payment link expires on ${when}.`,
    when: "Date and time",
    travellers: "Travellers",
    note: "A note from the team",
  },
} satisfies Record<Locale, unknown>

const plain = (...blocks: (string | null | false)[]) => blocks.filter(Boolean).join("\n\n")

/** To the support inbox: a contact-page message, every value escaped by the layout helpers. */
export function contactMessageMail(d: TemplateData<"contact-message">) {
  const copy = FEEDBACK_COPY[d.locale]
  const subject = copy.contactSubject(d.subject)
  const rows: [string, string][] = [
    [copy.name, d.name],
    [copy.email, d.email],
    [copy.subject, d.subject],
    [copy.reference, d.reference],
  ]
  return {
    subject,
    mjml: frame(d.locale, subject, [
      card(text(copy.contactIntro) + facts(rows) + text(`${copy.message}:`) + text(d.message)),
    ]),
    text: plain(
      copy.contactIntro,
      ...rows.map(([k, v]) => `${k}: ${v}`),
      `${copy.message}:\n${d.message}`,
    ),
    vouchers: [],
  }
}

/** To the sender of a contact message: the team's answer, their message quoted below; every value escaped. */
export function contactReplyMail(d: TemplateData<"contact-reply">) {
  const copy = FEEDBACK_COPY[d.locale]
  const subject = copy.replySubject(d.subject)
  return {
    subject,
    mjml: frame(d.locale, subject, [
      card(
        text(copy.replyGreeting(d.name)) +
          text(d.reply) +
          facts([[copy.reference, d.reference]]) +
          text(`${copy.yourMessage}:`) +
          text(d.message),
      ),
    ]),
    text: plain(
      copy.replyGreeting(d.name),
      d.reply,
      `${copy.reference}: ${d.reference}`,
      `${copy.yourMessage}:\n${d.message}`,
    ),
    vouchers: [],
  }
}

/** To the traveller: the custom offer the team prepared, with the link to pay it. */
export function customOfferMail(d: TemplateData<"custom-offer">) {
  const copy = FEEDBACK_COPY[d.locale]
  const base = COPY[d.locale]
  const subject = copy.offerSentSubject(d.request_reference)
  const price = formatMoney(d.total.amount, d.total.currency_code, d.locale)
  const zone = d.timezone ?? "UTC"
  const expires = d.expires_at ? copy.expires(formatInstant(d.expires_at, zone, d.locale)) : null
  const when = d.starts_at ? formatInstant(d.starts_at, zone, d.locale) : null
  const intro = copy.offerSentIntro(d.experience)
  const rows: [string, string | null | undefined][] = [
    [copy.offerDetails, d.description],
    [copy.when, when],
    [copy.travellers, d.travellers],
    [copy.price, price],
    [copy.reference, d.request_reference],
  ]
  const note = d.note ? `${copy.note}:\n${d.note}` : null
  return {
    subject,
    mjml: frame(d.locale, subject, [
      card(
        text(base.greeting(d.customer_name)) +
          text(intro) +
          facts(rows) +
          (note ? text(note) : "") +
          button(copy.pay, d.url) +
          (expires ? text(expires) : ""),
      ),
    ]),
    text: plain(
      base.greeting(d.customer_name),
      intro,
      ...rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`),
      note,
      `${copy.pay}: ${d.url}`,
      expires,
      base.footer,
    ),
    vouchers: [],
  }
}
