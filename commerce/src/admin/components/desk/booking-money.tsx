import { Container, Heading, StatusBadge, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { formatMoney, PAYMENT_COLOR, type DeskBooking } from "./types"

/** The order's money as the lifecycle derives it, the payment links sent, and the booking's history. */
export const BookingMoney = ({ booking, locale }: { booking: DeskBooking; locale: string }) => {
  const { t } = useTranslation()
  const m = booking.money
  const money = (amount: number) => formatMoney(amount, m.currency_code, locale)
  const detail = (h: DeskBooking["history"][number]) => {
    const d = h.data ?? {}
    const parts: string[] = []
    const refund = d.refund as { amount?: number; currency_code?: string } | null | undefined
    if (refund?.amount != null)
      parts.push(
        t("admin.desk.detail_refund", {
          amount: formatMoney(refund.amount, refund.currency_code ?? m.currency_code, locale),
        }),
      )
    if (typeof d.amount === "number")
      parts.push(formatMoney(d.amount, String(d.currency_code ?? m.currency_code), locale))
    if (d.method)
      parts.push(
        t("admin.desk.detail_method", {
          method: t(`admin.desk.method_${d.method}`),
          reference: d.reference,
        }),
      )
    if (h.action === "changed") {
      if (d.from_local !== d.to_local)
        parts.push(t("admin.desk.detail_change", { from: d.from_local, to: d.to_local }))
      if (d.from_seats !== d.to_seats)
        parts.push(t("admin.desk.detail_seats", { from: d.from_seats, to: d.to_seats }))
    }
    if (d.reason) parts.push(t("admin.desk.detail_reason", { reason: d.reason }))
    if (d.to) parts.push(String(d.to))
    return parts.join(" · ")
  }
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t("admin.desk.money")}</Heading>
        <StatusBadge color={PAYMENT_COLOR[m.state]} data-testid="desk-payment-state">
          {t(`admin.desk.payment_${m.state}`)}
        </StatusBadge>
      </div>
      <div className="grid grid-cols-3 gap-2 px-6 py-4">
        {(["captured", "refunded", "kept", "booking_paid"] as const).map((key) => (
          <div key={key}>
            <Text size="small" className="text-ui-fg-subtle">
              {t(`admin.desk.${key}`)}
            </Text>
            <Text size="small" weight="plus" data-testid={`desk-money-${key}`}>
              {money(m[key])}
            </Text>
          </div>
        ))}
        {m.policy_refund != null && (
          <div>
            <Text size="small" className="text-ui-fg-subtle">
              {t("admin.desk.policy_refund")}
            </Text>
            <Text size="small" weight="plus">
              {money(m.policy_refund)}
            </Text>
          </div>
        )}
      </div>
      <div className="px-6 py-4">
        <Text size="small" weight="plus">
          {t("admin.desk.links")}
        </Text>
        {!m.payment_links.length && (
          <Text size="small" className="text-ui-fg-subtle">
            {t("admin.desk.no_links")}
          </Text>
        )}
        {m.payment_links.map((l) => (
          <Text size="small" key={l.id}>
            {money(l.amount)} · {t(`admin.desk.link_${l.state}`)}
            {l.state === "open" && l.expires_text
              ? ` · ${t("admin.desk.link_until", { at: l.expires_text })}`
              : ""}
          </Text>
        ))}
      </div>
      <div className="px-6 py-4">
        <Heading level="h3">{t("admin.desk.history")}</Heading>
        <ol className="mt-2 flex flex-col gap-1" data-testid="desk-history">
          {booking.history.map((h, i) => (
            <li key={i} data-action={h.action}>
              <Text size="small">
                <span className="text-ui-fg-subtle">{h.at_local}</span> ·{" "}
                {t(`admin.desk.event_${h.action}`, { defaultValue: h.action })}{" "}
                {h.actor
                  ? t("admin.desk.by", { actor: h.actor })
                  : h.action === "booked"
                    ? ""
                    : t("admin.desk.by_traveller")}
                {detail(h) ? ` · ${detail(h)}` : ""}
              </Text>
            </li>
          ))}
        </ol>
      </div>
    </Container>
  )
}
