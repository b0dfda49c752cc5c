import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { CancellationPolicy } from "@sendero/shared/cancellation-policy"
import type { DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useAdminQuery } from "../lib/api"
import { pickTitle, type Localised } from "../lib/types"

type Prices = Record<string, number>
type Facts = {
  handle: string
  city: string
  timezone: string
  duration_minutes: number
  start_time: string | null
  end_time: string | null
  cancellation_policy: CancellationPolicy
  options: {
    code: string
    title: Localised
    pricing_type: "per_person" | "per_item"
    max_travellers_per_item: number | null
    bands: { band: string; min_age?: number; max_age?: number; free?: boolean; prices: Prices }[]
    item_prices: Prices | null
    extras: { code: string; title: Localised; per: string; prices: Prices }[]
  }[]
}

const eur = (prices: Prices | null | undefined, locale: string) =>
  prices?.eur === undefined
    ? "—"
    : new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", {
        style: "currency",
        currency: "EUR",
      }).format(prices.eur)

/** The booking facts of an experience's product, with a link to its slot calendar. */
const ProductBookingFactsWidget = ({
  data,
}: DetailWidgetProps<{ id: string; metadata?: Record<string, unknown> | null }>) => {
  const { t } = useTranslation()
  const isExperience = !!data.metadata?.timezone
  const { data: result, locale } = useAdminQuery<{ booking_facts: Facts }>(
    isExperience ? `/admin/booking-facts/${data.id}` : null,
  )
  const facts = result?.booking_facts
  if (!isExperience || !facts) return null
  const policy = facts.cancellation_policy
  const hours = Math.floor(facts.duration_minutes / 60)
  const minutes = facts.duration_minutes % 60
  const rows: [string, string][] = [
    [t("admin.slots.facts.city"), facts.city],
    [t("admin.slots.facts.timezone"), facts.timezone],
    [t("admin.slots.facts.duration"), t("admin.slots.facts.duration_value", { hours, minutes })],
    ...(facts.start_time
      ? [
          [t("admin.slots.facts.times"), `${facts.start_time}–${facts.end_time ?? ""}`] as [
            string,
            string,
          ],
        ]
      : []),
    [
      t("admin.slots.facts.cancellation"),
      t(`admin.slots.facts.policy_${policy.type}`, { ...policy }),
    ],
  ]
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t("admin.slots.facts.title")}</Heading>
        <Link
          className="txt-compact-small text-ui-fg-interactive"
          to={`/slots?handle=${encodeURIComponent(facts.handle)}`}
        >
          {t("admin.slots.open_calendar")}
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-2 px-6 py-4">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <Text asChild size="small" className="text-ui-fg-subtle">
              <dt>{label}</dt>
            </Text>
            <Text asChild size="small">
              <dd>{value}</dd>
            </Text>
          </div>
        ))}
      </dl>
      {facts.options.map((o) => (
        <div key={o.code} className="px-6 py-4">
          <Text size="small" weight="plus">
            {pickTitle(o.title, locale) || o.code}
          </Text>
          <ul className="txt-compact-small mt-1 flex flex-col gap-1 text-ui-fg-subtle">
            {o.bands.map((b) => (
              <li key={b.band}>
                {t(`admin.slots.facts.band_${b.band}`, { defaultValue: b.band })} ({b.min_age ?? 0}–
                {b.max_age ?? 99}): {b.free ? t("admin.slots.facts.free") : eur(b.prices, locale)}
              </li>
            ))}
            {o.item_prices && (
              <li>
                {t("admin.slots.facts.per_item", { max: o.max_travellers_per_item ?? "" })}:{" "}
                {eur(o.item_prices, locale)}
              </li>
            )}
            {o.extras.map((x) => (
              <li key={x.code}>
                {t("admin.slots.facts.extra")}: {pickTitle(x.title, locale)} (
                {t(`admin.slots.facts.per_${x.per}`, { defaultValue: x.per })}):{" "}
                {eur(x.prices, locale)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.side.before" })

export default ProductBookingFactsWidget
