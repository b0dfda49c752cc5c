import { Container, Heading, StatusBadge, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { STATUS_COLOR, type DeskBooking } from "./types"

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="grid grid-cols-[180px_1fr] gap-2 px-6 py-2">
    <Text size="small" className="text-ui-fg-subtle">
      {label}
    </Text>
    <Text size="small">{children}</Text>
  </div>
)

/** Every fact the booking's voucher has, in the admin's language; times in the experience's zone, said once. */
export const BookingFacts = ({ booking }: { booking: DeskBooking }) => {
  const { t } = useTranslation()
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t("admin.desk.facts")}</Heading>
        <StatusBadge color={STATUS_COLOR[booking.status]}>
          {t(`admin.desk.status_${booking.status}`)}
        </StatusBadge>
      </div>
      <div className="py-2">
        <Fact label={t("admin.desk.reference")}>
          <span className="font-mono" data-testid="desk-reference">
            {booking.reference}
          </span>
        </Fact>
        <Fact label={t("admin.desk.experience")}>
          <Link
            className="text-ui-fg-interactive"
            to={`/products/${booking.experience.product_id}`}
          >
            {booking.experience.title}
          </Link>
        </Fact>
        <Fact label={t("admin.desk.option")}>{booking.option}</Fact>
        <Fact label={t("admin.desk.starts")}>{booking.starts_text}</Fact>
        {booking.meeting_point && (
          <Fact label={t("admin.desk.meeting_point")}>
            {booking.meeting_point.name} · {booking.meeting_point.address}
          </Fact>
        )}
        {booking.pickup && (
          <Fact label={t("admin.desk.pickup")}>
            {booking.pickup.time} · {booking.pickup.name} · {booking.pickup.address}
          </Fact>
        )}
        <Fact label={t("admin.desk.party")}>{booking.party_text || booking.seats}</Fact>
        {!!booking.extras.length && (
          <Fact label={t("admin.desk.extras")}>{booking.extras.join(", ")}</Fact>
        )}
        <Fact label={t("admin.desk.lead_guest")}>
          {[booking.lead_guest.name, booking.lead_guest.email, booking.lead_guest.phone]
            .filter(Boolean)
            .join(" · ")}
        </Fact>
        <Fact label={t("admin.desk.order")}>
          <Link className="text-ui-fg-interactive" to={`/orders/${booking.order.id}`}>
            #{booking.order.display_id}
          </Link>{" "}
          · {t("admin.desk.order_language")}: {booking.order.locale.toUpperCase()}
        </Fact>
        <Fact label={t("admin.desk.voucher")}>
          <a
            className="text-ui-fg-interactive"
            href={booking.voucher_url}
            target="_blank"
            rel="noreferrer"
          >
            {t("admin.desk.open_voucher")}
          </a>
        </Fact>
        <Fact label={t("admin.desk.check_in")}>
          {booking.checked_in_at
            ? t("admin.desk.checked_in_at", {
                at: booking.history.filter((h) => h.action === "checked_in").pop()?.at_local ?? "",
              })
            : t("admin.desk.not_checked_in")}
        </Fact>
        <Fact label={t("admin.desk.policy")}>{booking.cancellation_policy}</Fact>
      </div>
      <div className="px-6 py-3">
        <Text size="small" className="text-ui-fg-muted">
          {t("admin.desk.zone", { zone: booking.timezone })}
        </Text>
      </div>
    </Container>
  )
}
