import { Button, Drawer, Input, Label, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch, useAdminQuery } from "../../lib/api"
import type { CalendarResponse, CalendarSlot } from "../../lib/types"
import { DeparturePanel, type DepartureScope } from "./departure-panel"

type Props = {
  slot: CalendarSlot | null
  handle: string
  locale: string
  onClose: () => void
  onChanged: () => void
}

/**
 * One slot's seats and actions: change the capacity (the API refuses less
 * than held + booked and says why), close or reopen the slot or its whole
 * date (a closure rule, with an optional reason: a schedule save never
 * reopens it), or cancel the departure of the slot or the date when it has
 * bookings (who is affected, then one confirmation refunds and tells them).
 */
export function SlotDrawer({ slot, handle, locale, onClose, onChanged }: Props) {
  const { t } = useTranslation()
  const [capacity, setCapacity] = useState("")
  const [message, setMessage] = useState<{ kind: "error" | "done"; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [reason, setReason] = useState("")
  const [departure, setDeparture] = useState<DepartureScope | null>(null)
  // The closure rules of the slot's date (the calendar lists them per range).
  const day = useAdminQuery<CalendarResponse>(
    slot
      ? `/admin/experiences/${encodeURIComponent(handle)}/slots?from=${slot.local_date}&to=${slot.local_date}`
      : null,
  )
  const rules = (day.data?.closures ?? []).filter(
    (c) =>
      (!c.option_code || c.option_code === slot?.option_code) &&
      (!c.local_time || c.local_time === slot?.local_time),
  )

  // A saved change reloads the calendar, and with it this slot: its new capacity fills the
  // input, but the confirmation stays until another slot is opened.
  useEffect(() => {
    setCapacity(slot ? String(slot.capacity) : "")
  }, [slot?.id, slot?.capacity])
  useEffect(() => {
    setMessage(null)
    setDeparture(null)
    setReason("")
  }, [slot?.id])

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true)
    setMessage(null)
    try {
      await action()
      setMessage({ kind: "done", text: done })
      onChanged()
      day.reload()
    } catch (error) {
      setMessage({ kind: "error", text: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  const saveCapacity = () =>
    run(
      () =>
        adminFetch(`/admin/slots/${slot!.id}`, locale, {
          method: "POST",
          body: { capacity: Number(capacity) },
        }),
      t("admin.slots.capacity_saved"),
    )
  const setSlotStatus = (status: "open" | "closed") =>
    run(
      () =>
        adminFetch(`/admin/slots/${slot!.id}`, locale, {
          method: "POST",
          body: {
            status,
            ...(status === "closed" && reason.trim() ? { reason: reason.trim() } : {}),
          },
        }),
      t(status === "closed" ? "admin.slots.slot_closed" : "admin.slots.slot_opened"),
    )
  const setDateStatus = (status: "open" | "closed") =>
    run(
      () =>
        adminFetch(`/admin/experiences/${encodeURIComponent(handle)}/closures`, locale, {
          method: "POST",
          body: {
            date: slot!.local_date,
            status,
            ...(status === "closed" && reason.trim() ? { reason: reason.trim() } : {}),
          },
        }),
      t(status === "closed" ? "admin.slots.date_closed" : "admin.slots.date_opened"),
    )

  return (
    <Drawer open={!!slot} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>
            {slot
              ? t("admin.slots.drawer_title", { date: slot.local_date, time: slot.local_time })
              : ""}
          </Drawer.Title>
          <Drawer.Description>{t("admin.slots.drawer_description")}</Drawer.Description>
        </Drawer.Header>
        {slot && departure && (
          <Drawer.Body className="flex flex-col gap-4 overflow-y-auto">
            <DeparturePanel
              handle={handle}
              scope={departure}
              locale={locale}
              onDone={() => {
                onChanged()
                day.reload()
              }}
              onBack={() => setDeparture(null)}
            />
          </Drawer.Body>
        )}
        {slot && !departure && (
          <Drawer.Body className="flex flex-col gap-4 overflow-y-auto">
            <dl className="grid grid-cols-2 gap-2">
              <Text asChild size="small" className="text-ui-fg-subtle">
                <dt>{t("admin.slots.capacity")}</dt>
              </Text>
              <Text asChild size="small">
                <dd data-testid="slot-capacity">{slot.capacity}</dd>
              </Text>
              <Text asChild size="small" className="text-ui-fg-subtle">
                <dt>{t("admin.slots.held")}</dt>
              </Text>
              <Text asChild size="small">
                <dd data-testid="slot-held">{slot.held}</dd>
              </Text>
              <Text asChild size="small" className="text-ui-fg-subtle">
                <dt>{t("admin.slots.booked")}</dt>
              </Text>
              <Text asChild size="small">
                <dd data-testid="slot-booked">{slot.booked}</dd>
              </Text>
              <Text asChild size="small" className="text-ui-fg-subtle">
                <dt>{t("admin.slots.status")}</dt>
              </Text>
              <Text asChild size="small">
                <dd data-testid="slot-status">{t(`admin.slots.status_${slot.status}`)}</dd>
              </Text>
            </dl>
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault()
                void saveCapacity()
              }}
            >
              <div className="flex-1">
                <Label htmlFor="slot-capacity-input">{t("admin.slots.new_capacity")}</Label>
                <Input
                  id="slot-capacity-input"
                  type="number"
                  min={0}
                  max={10000}
                  value={capacity}
                  onChange={(e) => setCapacity(e.target.value)}
                />
              </div>
              <Button type="submit" size="small" isLoading={busy}>
                {t("admin.slots.save_capacity")}
              </Button>
            </form>
            {message && (
              <Text
                size="small"
                role={message.kind === "error" ? "alert" : "status"}
                className={message.kind === "error" ? "text-ui-fg-error" : "text-ui-fg-interactive"}
              >
                {message.text}
              </Text>
            )}
            {rules.map((rule) => (
              <Text
                key={rule.id}
                size="small"
                className="text-ui-fg-subtle"
                data-testid="slot-closure-rule"
              >
                {t(rule.local_time ? "admin.slots.rule_slot" : "admin.slots.rule_date", {
                  date: rule.local_date,
                  time: rule.local_time,
                })}
                {rule.reason ? ` · ${rule.reason}` : ""}
              </Text>
            ))}
            <div>
              <Label htmlFor="slot-closure-reason">{t("admin.slots.closure_reason")}</Label>
              <Input
                id="slot-closure-reason"
                maxLength={200}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="small"
                variant="secondary"
                disabled={busy}
                onClick={() => setSlotStatus(slot.status === "open" ? "closed" : "open")}
              >
                {t(slot.status === "open" ? "admin.slots.close_slot" : "admin.slots.open_slot")}
              </Button>
              <Button
                size="small"
                variant="danger"
                disabled={busy}
                onClick={() => setDateStatus("closed")}
              >
                {t("admin.slots.close_date")}
              </Button>
              <Button
                size="small"
                variant="secondary"
                disabled={busy}
                onClick={() => setDateStatus("open")}
              >
                {t("admin.slots.open_date")}
              </Button>
            </div>
            <div className="flex flex-col gap-2 border-t border-ui-border-base pt-3">
              <Text size="small" className="text-ui-fg-subtle">
                {t("admin.slots.departure_hint")}
              </Text>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="small"
                  variant="danger"
                  disabled={busy}
                  onClick={() =>
                    setDeparture({
                      date: slot.local_date,
                      option_code: slot.option_code,
                      local_time: slot.local_time,
                    })
                  }
                >
                  {t("admin.slots.cancel_departure")}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  disabled={busy}
                  onClick={() => setDeparture({ date: slot.local_date })}
                >
                  {t("admin.slots.cancel_date_departures")}
                </Button>
              </div>
            </div>
          </Drawer.Body>
        )}
      </Drawer.Content>
    </Drawer>
  )
}
