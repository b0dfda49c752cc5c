import { Badge, StatusBadge, Table } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"

export type ManifestEntry = {
  booking_id: string
  reference: string
  status: "confirmed" | "cancelled"
  checked_in_at: string | null
  /** HH:MM in the experience's zone, as the server derived it (the browser converts no zone). */
  checked_in_time: string | null
  zone_label: string
  slot_id: string
  starts_at: string
  timezone: string
  local_time: string
  experience: string
  option: string
  lead_guest: { name: string; email: string; phone: string }
  travellers: Record<string, number>
  travellers_text: string
  seats: number
  pickup: { name: string; address: string; time: string } | null
  extras: { title: string; quantity: number }[]
  payment_state: "paid" | "pending_payment" | "refunded" | "cancelled"
}

const PAYMENT_COLOR = {
  paid: "green",
  pending_payment: "orange",
  refunded: "grey",
  cancelled: "red",
} as const

/**
 * The bookings of one slot; every text a traveller typed is rendered as text
 * (React escapes it). Times are the experience's local ones (the page says
 * the zone once); the reference opens the booking's page.
 */
export function ManifestTable({ entries }: { entries: ManifestEntry[] }) {
  const { t } = useTranslation()
  return (
    <Table>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{t("admin.manifest.reference")}</Table.HeaderCell>
          <Table.HeaderCell>{t("admin.manifest.lead_guest")}</Table.HeaderCell>
          <Table.HeaderCell>{t("admin.manifest.travellers")}</Table.HeaderCell>
          <Table.HeaderCell>{t("admin.manifest.pickup")}</Table.HeaderCell>
          <Table.HeaderCell>{t("admin.manifest.extras")}</Table.HeaderCell>
          <Table.HeaderCell>{t("admin.manifest.payment")}</Table.HeaderCell>
          <Table.HeaderCell>{t("admin.manifest.check_in_state")}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((e) => (
          <Table.Row
            key={e.booking_id}
            data-reference={e.reference}
            className={e.status === "cancelled" ? "line-through" : ""}
          >
            <Table.Cell className="font-mono">
              <Link
                className="text-ui-fg-interactive"
                to={`/bookings/${e.booking_id}`}
                aria-label={t("admin.manifest.open_booking", { reference: e.reference })}
              >
                {e.reference}
              </Link>
            </Table.Cell>
            <Table.Cell>
              <div className="flex flex-col">
                <span>{e.lead_guest.name}</span>
                <a
                  className="text-ui-fg-interactive"
                  href={`tel:${e.lead_guest.phone.replace(/[^\d+]/g, "")}`}
                >
                  {e.lead_guest.phone}
                </a>
              </div>
            </Table.Cell>
            <Table.Cell>{e.travellers_text}</Table.Cell>
            <Table.Cell>{e.pickup ? `${e.pickup.time} · ${e.pickup.name}` : "—"}</Table.Cell>
            <Table.Cell>
              {e.extras.map((x) => `${x.title} ×${x.quantity}`).join(", ") || "—"}
            </Table.Cell>
            <Table.Cell>
              <StatusBadge color={PAYMENT_COLOR[e.payment_state]}>
                {t(`admin.manifest.payment_${e.payment_state}`)}
              </StatusBadge>
            </Table.Cell>
            <Table.Cell>
              {e.checked_in_at ? (
                <Badge color="green" size="2xsmall">
                  {t("admin.manifest.checked_in_at", {
                    time: e.checked_in_time,
                  })}
                </Badge>
              ) : (
                <Badge color="grey" size="2xsmall">
                  {t("admin.manifest.not_checked_in")}
                </Badge>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
