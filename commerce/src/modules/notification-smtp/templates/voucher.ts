import type { Locale } from "@sendero/shared/locales"
import type { Voucher } from "../types"
import { COPY, formatInstant } from "./copy"
import { card, esc, facts } from "./layout"

/** The content id of a voucher's inline QR image. */
export const qrCid = (reference: string) => `qr-${reference.toLowerCase()}@sendero`

/** Label and value of every fact of a voucher, in the mail's language. */
export function voucherFacts(v: Voucher, locale: Locale): [string, string | null][] {
  const copy = COPY[locale]
  const travellers = v.travellers
    .filter((t) => t.count > 0)
    .map((t) => `${copy.bands[t.band] ?? t.band}: ${t.count}`)
    .join(", ")
  return [
    [copy.reference, v.reference],
    [copy.option, v.option],
    [copy.extras, v.extras?.length ? v.extras.join(", ") : null],
    [copy.date, formatInstant(v.starts_at, v.timezone, locale)],
    [copy.end, v.end_time],
    [copy.duration, copy.minutes(v.duration_minutes)],
    [copy.travellers, travellers],
    [copy.age, copy.years(v.minimum_age)],
    [
      copy.pickup,
      v.pickup ? `${v.pickup.name}, ${v.pickup.address} (${copy.at} ${v.pickup.time})` : null,
    ],
    [
      copy.meeting,
      !v.pickup && v.meeting_point ? `${v.meeting_point.name}, ${v.meeting_point.address}` : null,
    ],
    [copy.bring, v.what_to_bring.length ? v.what_to_bring.join(", ") : null],
    [copy.cancellation, v.cancellation.text],
    [
      copy.operator,
      [v.operator.name, v.operator.phone, v.operator.email].filter(Boolean).join(" · "),
    ],
    [
      copy.validity,
      v.valid_until
        ? copy.validUntil(formatInstant(v.valid_until, v.timezone, locale))
        : copy.neverExpires,
    ],
  ]
}

/** One voucher as an MJML card with its QR code; `unpaid` (pay later) says the booking is not paid yet. */
export function voucherCard(v: Voucher, locale: Locale, unpaid = false) {
  const copy = COPY[locale]
  return card(
    [
      `<mj-text font-size="12px" text-transform="uppercase" color="#78716c">${esc(copy.voucher)}</mj-text>`,
      `<mj-text font-size="18px" font-weight="700">${esc(v.experience)}</mj-text>`,
      unpaid ? `<mj-text font-weight="700" color="#b45309">${esc(copy.unpaid)}</mj-text>` : "",
      `<mj-image width="160px" src="cid:${esc(qrCid(v.reference))}" alt="${esc(copy.qrAlt(v.reference))}" />`,
      facts(voucherFacts(v, locale)),
      `<mj-button background-color="#ffffff" color="#b45309" border="1px solid #b45309" href="${esc(v.link)}">${esc(copy.openVoucher)}</mj-button>`,
    ].join(""),
  )
}

/** One voucher as plain text; `unpaid` (pay later) says the booking is not paid yet. */
export function voucherText(v: Voucher, locale: Locale, unpaid = false) {
  const copy = COPY[locale]
  const lines = voucherFacts(v, locale)
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
  return [
    `${copy.voucher}: ${v.experience}`,
    ...(unpaid ? [copy.unpaid] : []),
    ...lines,
    `${copy.openVoucher}: ${v.link}`,
  ].join("\n")
}
