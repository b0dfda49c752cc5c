import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, StatusBadge, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useAdminQuery } from "../lib/api"

type Lifecycle = {
  state: "unpaid" | "paid" | "partly_refunded" | "refunded" | "cancelled"
  captured: number
  refunded: number
  kept: number
  currency_code: string
  bookings: { id: string; reference: string; seats: number; state: string }[]
}

const COLOR = {
  unpaid: "orange",
  paid: "green",
  partly_refunded: "blue",
  refunded: "grey",
  cancelled: "red",
} as const

/**
 * The order's money and its bookings as the booking lifecycle derives them,
 * beside Medusa's own status: an order whose bookings were all cancelled
 * reads cancelled here, with what was refunded and kept. Each booking's
 * reference opens its page at the booking desk.
 */
const OrderLifecycleWidget = ({ data }: DetailWidgetProps<{ id: string }>) => {
  const { t } = useTranslation()
  const { data: result, locale } = useAdminQuery<{ lifecycle: Lifecycle }>(
    `/admin/orders/${data.id}/lifecycle`,
  )
  const lifecycle = result?.lifecycle
  if (!lifecycle || !lifecycle.bookings.length) return null
  const money = (amount: number) =>
    new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", {
      style: "currency",
      currency: lifecycle.currency_code.toUpperCase(),
    }).format(amount)
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t("admin.lifecycle.title")}</Heading>
        <StatusBadge color={COLOR[lifecycle.state]}>
          {t(`admin.lifecycle.state_${lifecycle.state}`)}
        </StatusBadge>
      </div>
      <div className="grid grid-cols-3 gap-2 px-6 py-4">
        {(["captured", "refunded", "kept"] as const).map((key) => (
          <div key={key}>
            <Text size="small" className="text-ui-fg-subtle">
              {t(`admin.lifecycle.${key}`)}
            </Text>
            <Text size="small" weight="plus">
              {money(lifecycle[key])}
            </Text>
          </div>
        ))}
      </div>
      {lifecycle.bookings.map((b) => (
        <div key={b.id} className="flex items-center justify-between px-6 py-3">
          <Text size="small">
            {/* The booking's page at the desk: its facts, money, history and actions. */}
            <Link className="font-mono text-ui-fg-interactive" to={`/bookings/${b.id}`}>
              {b.reference}
            </Link>{" "}
            · {t("admin.lifecycle.seats", { count: b.seats })}
          </Text>
          <Text size="small" className="text-ui-fg-subtle">
            {t(`admin.lifecycle.booking_${b.state}`)}
          </Text>
        </div>
      ))}
      <div className="px-6 py-3">
        <Text size="small" className="text-ui-fg-muted">
          {t("admin.lifecycle.hint")}
        </Text>
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.before" })

export default OrderLifecycleWidget
