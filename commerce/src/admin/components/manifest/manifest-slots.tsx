import { Badge, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { ManifestTable, type ManifestEntry } from "./manifest-table"

export type ManifestSlot = {
  slot_id: string
  handle: string
  experience: string
  option: string
  starts_at: string
  local_time: string
  timezone: string
  capacity: number
  booked: number
  held: number
  status: "open" | "closed"
  zone_label: string
  /** Since and until when, as instants and as HH:MM in the zone the server derived (the browser converts no zone). */
  holds: {
    hold_id: string
    cart_id: string
    seats: number
    since: string
    until: string
    since_time: string
    until_time: string
  }[]
}

/**
 * The day's departures, one section per slot in start order: seats booked
 * and held against capacity, its bookings, and the carts holding seats now
 * (since and until when, in the experience's local time).
 */
export function ManifestSlots({
  slots,
  entries,
}: {
  slots: ManifestSlot[]
  entries: ManifestEntry[]
}) {
  const { t } = useTranslation()
  if (!slots.length && !entries.length) {
    return <Text className="px-6 py-4 text-ui-fg-subtle">{t("admin.manifest.empty")}</Text>
  }
  return (
    <div className="flex flex-col gap-6 pb-6">
      {slots.map((slot) => {
        const bookings = entries.filter((e) => e.slot_id === slot.slot_id)
        return (
          <section
            key={slot.slot_id}
            data-testid="manifest-slot"
            data-slot={slot.slot_id}
            className="flex flex-col gap-2"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2 px-6">
              <Heading level="h2">
                {t("admin.manifest.slot_heading", {
                  time: slot.local_time,
                  experience: slot.experience,
                  option: slot.option,
                })}
              </Heading>
              <div className="flex items-center gap-2">
                {slot.status === "closed" && (
                  <Badge color="red">{t("admin.manifest.slot_closed")}</Badge>
                )}
                <Text size="small" data-testid="manifest-slot-seats">
                  {t("admin.manifest.slot_seats", {
                    booked: slot.booked,
                    held: slot.held,
                    capacity: slot.capacity,
                  })}
                </Text>
              </div>
            </div>
            {bookings.length ? (
              <ManifestTable entries={bookings} />
            ) : (
              <Text size="small" className="px-6 text-ui-fg-subtle">
                {t("admin.manifest.slot_empty")}
              </Text>
            )}
            {slot.holds.length > 0 && (
              <div className="px-6" data-testid="manifest-slot-holds">
                <Text size="small" weight="plus">
                  {t("admin.manifest.holds")}
                </Text>
                <ul className="list-disc pl-5">
                  {slot.holds.map((h) => (
                    <li key={h.hold_id}>
                      <Text size="small">
                        {t("admin.manifest.hold", {
                          cart: h.cart_id,
                          seats: t("admin.format.seats", { count: h.seats }),
                          since: h.since_time,
                          until: h.until_time,
                        })}
                      </Text>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
        )
      })}
    </div>
  )
}
