import type { Locale } from "@sendero/shared/locales"
import type { TemplateData, TemplateName, Voucher } from "../types"
import { COPY, formatInstant, formatMoney } from "./copy"
import { button, card, facts, frame, gap, text } from "./layout"
import { contactMessageMail, contactReplyMail, customOfferMail } from "./feedback"
import { teamDigestMail } from "./team-digest"
import { bookingChangedMail } from "./booking-changed"
import { paymentReceivedMail, refundIssuedMail } from "./payment"
import { departureCancelledMail } from "./departure"
import { voucherCard, voucherText } from "./voucher"

/** A rendered e-mail before MJML: subject, MJML body, plain-text body and vouchers to draw QR codes for. */
export type Draft = { subject: string; mjml: string; text: string; vouchers: Voucher[] }

type Renderers = { [T in TemplateName]: (data: TemplateData<T>) => Draft }

const plain = (...blocks: (string | null | false)[]) => blocks.filter(Boolean).join("\n\n")

function orderMail(kind: "order" | "reservation", d: TemplateData<"order-confirmation">): Draft {
  const locale: Locale = d.locale
  const copy = COPY[locale]
  const id = String(d.order_display_id)
  const subject = kind === "order" ? copy.orderSubject(id) : copy.reservationSubject(id)
  const intro = kind === "order" ? copy.orderIntro : copy.reservationIntro
  const total = formatMoney(d.total.amount, d.total.currency_code, locale)
  const sections = [
    card(text(copy.greeting(d.customer_name)) + text(intro) + facts([[copy.total, total]])),
    // Pay later: the booking is not paid yet, and each voucher says so (issue 27).
    ...d.vouchers.flatMap((v) => [gap(), voucherCard(v, locale, kind === "reservation")]),
  ]
  return {
    subject,
    mjml: frame(locale, subject, sections),
    text: plain(
      copy.greeting(d.customer_name),
      intro,
      `${copy.total}: ${total}`,
      ...d.vouchers.map((v) => voucherText(v, locale, kind === "reservation")),
      copy.footer,
    ),
    vouchers: d.vouchers,
  }
}

/** One renderer per template the provider knows. */
export const RENDERERS: Renderers = {
  "order-confirmation": (d) => orderMail("order", d),
  "reservation-received": (d) => orderMail("reservation", d),
  "payment-link": (d) => {
    const copy = COPY[d.locale]
    const id = String(d.order_display_id)
    const total = formatMoney(d.total.amount, d.total.currency_code, d.locale)
    const expires = d.expires_at
      ? copy.paymentExpires(formatInstant(d.expires_at, d.timezone ?? "UTC", d.locale))
      : null
    const subject = copy.paymentSubject(id)
    return {
      subject,
      mjml: frame(d.locale, subject, [
        card(
          text(copy.greeting(d.customer_name)) +
            text(copy.paymentIntro) +
            facts([[copy.total, total]]) +
            button(copy.paymentButton, d.url) +
            (expires ? text(expires) : ""),
        ),
      ]),
      text: plain(
        copy.greeting(d.customer_name),
        copy.paymentIntro,
        `${copy.total}: ${total}`,
        `${copy.paymentButton}: ${d.url}`,
        expires,
        copy.footer,
      ),
      vouchers: [],
    }
  },
  "payment-received": paymentReceivedMail,
  "refund-issued": refundIssuedMail,
  "booking-changed": bookingChangedMail,
  "password-reset": (d) => {
    const copy = COPY[d.locale]
    const note = copy.resetNote(d.expires_in_minutes)
    return {
      subject: copy.resetSubject,
      mjml: frame(d.locale, copy.resetSubject, [
        card(
          text(copy.greeting(d.customer_name)) +
            text(copy.resetIntro) +
            button(copy.resetButton, d.url) +
            text(note),
        ),
      ]),
      text: plain(
        copy.greeting(d.customer_name),
        copy.resetIntro,
        `${copy.resetButton}: ${d.url}`,
        note,
        copy.footer,
      ),
      vouchers: [],
    }
  },
  "guest-orders-claim": (d) => {
    const copy = COPY[d.locale]
    const note = copy.claimNote(d.expires_in_minutes)
    return {
      subject: copy.claimSubject,
      mjml: frame(d.locale, copy.claimSubject, [
        card(
          text(copy.greeting(d.customer_name)) +
            text(copy.claimIntro) +
            button(copy.claimButton, d.url) +
            text(note),
        ),
      ]),
      text: plain(
        copy.greeting(d.customer_name),
        copy.claimIntro,
        `${copy.claimButton}: ${d.url}`,
        note,
        copy.footer,
      ),
      vouchers: [],
    }
  },
  "cancellation-confirmed": (d) => {
    const copy = COPY[d.locale]
    const intro = copy.cancelIntro(d.experience, formatInstant(d.starts_at, d.timezone, d.locale))
    const refund =
      d.refund && d.refund.amount > 0
        ? copy.refund(formatMoney(d.refund.amount, d.refund.currency_code, d.locale))
        : copy.noRefund
    const penalty = d.penalty_percent ? copy.penalty(d.penalty_percent) : null
    const reason = d.reason ? copy.cancelReason(d.reason) : null
    const subject = copy.cancelSubject(d.reference)
    return {
      subject,
      mjml: frame(d.locale, subject, [
        card(
          text(copy.greeting(d.customer_name)) +
            text(intro) +
            (reason ? text(reason) : "") +
            (penalty ? text(penalty) : "") +
            text(refund) +
            facts([[copy.reference, d.reference]]),
        ),
      ]),
      text: plain(
        copy.greeting(d.customer_name),
        intro,
        reason,
        penalty,
        refund,
        `${copy.reference}: ${d.reference}`,
        copy.footer,
      ),
      vouchers: [],
    }
  },
  "departure-cancelled": departureCancelledMail,
  "custom-offer-received": (d) => {
    const copy = COPY[d.locale]
    const intro = copy.offerIntro(d.experience)
    return {
      subject: copy.offerSubject,
      mjml: frame(d.locale, copy.offerSubject, [
        card(
          text(copy.greeting(d.customer_name)) +
            text(intro) +
            facts([[copy.requestReference, d.request_reference]]) +
            (d.message ? text(d.message) : ""),
        ),
      ]),
      text: plain(
        copy.greeting(d.customer_name),
        intro,
        `${copy.requestReference}: ${d.request_reference}`,
        d.message ?? null,
        copy.footer,
      ),
      vouchers: [],
    }
  },
  "contact-message": contactMessageMail,
  "contact-reply": contactReplyMail,
  "team-digest": teamDigestMail,
  "custom-offer": customOfferMail,
}
