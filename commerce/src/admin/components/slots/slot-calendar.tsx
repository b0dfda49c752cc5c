import { Badge, Button, Container, Heading, Tabs, Text, clx } from "@medusajs/ui"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { useAdminQuery } from "../../lib/api"
import { formatMonth } from "../../lib/format"
import { pickTitle, type CalendarResponse, type CalendarSlot } from "../../lib/types"
import { monthRange, monthWeeks, shiftMonth } from "./month"
import { OneOffSlotForm } from "./one-off-slot-form"
import { ScheduleEditor } from "./schedule-editor"
import { SlotDrawer } from "./slot-drawer"

type Props = {
  handle: string
  month: string
  onMonthChange: (month: string) => void
  /** The product page's widget shows the grid only; the route adds the schedule and one-off forms. */
  full?: boolean
}

/**
 * A month grid per option of an experience: every slot with capacity, held,
 * booked and status; a slot opens the drawer that changes it.
 */
export function SlotCalendar({ handle, month, onMonthChange, full = false }: Props) {
  const { t } = useTranslation()
  const { from, to } = monthRange(month)
  const path = `/admin/experiences/${encodeURIComponent(handle)}/slots?from=${from}&to=${to}`
  const { data, error, loading, reload, locale } = useAdminQuery<CalendarResponse>(path)
  const [optionCode, setOptionCode] = useState<string | null>(null)
  const [openSlot, setOpenSlot] = useState<string | null>(null)
  const options = data?.experience.options ?? []
  const current = optionCode ?? options[0]?.code ?? null
  const byDate = useMemo(() => {
    const map = new Map<string, CalendarSlot[]>()
    for (const slot of data?.slots ?? []) {
      if (slot.option_code !== current) continue
      map.set(slot.local_date, [...(map.get(slot.local_date) ?? []), slot])
    }
    return map
  }, [data, current])
  const weekdays = t("admin.slots.weekdays_short").split(",")
  const slot = data?.slots.find((s) => s.id === openSlot) ?? null
  // "Diciembre de 2026": the shared admin formatter, never CSS capitalisation ("Diciembre De 2026").
  const monthLabel = formatMonth(from, locale === "es" ? "es" : "en")

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading level="h2">{t("admin.slots.title")}</Heading>
          {data && (
            <Text size="small" className="text-ui-fg-subtle">
              {t("admin.slots.timezone", { timezone: data.experience.timezone })}
            </Text>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Button
            size="small"
            variant="secondary"
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            {t("admin.slots.previous_month")}
          </Button>
          <Text
            weight="plus"
            aria-live="polite"
            data-testid="slot-calendar-month"
            className="min-w-32 text-center"
          >
            {monthLabel}
          </Text>
          <Button
            size="small"
            variant="secondary"
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            {t("admin.slots.next_month")}
          </Button>
        </div>
      </div>
      {error && (
        <Text className="px-6 py-4 text-ui-fg-error" role="alert">
          {error}
        </Text>
      )}
      {options.length > 0 && current && (
        <div className="px-6 py-4">
          <Tabs value={current} onValueChange={setOptionCode}>
            <Tabs.List>
              {options.map((o) => (
                <Tabs.Trigger key={o.code} value={o.code}>
                  {pickTitle(o.title, locale) || o.code}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs>
          <div className="mt-4 flex flex-wrap gap-3" aria-hidden>
            <Text size="xsmall" className="text-ui-fg-subtle">
              {t("admin.slots.legend")}
            </Text>
          </div>
          <table className="mt-2 w-full table-fixed border-collapse" aria-busy={loading}>
            <thead>
              <tr>
                {weekdays.map((d) => (
                  <th key={d} className="txt-compact-xsmall-plus py-1 text-ui-fg-subtle">
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, i) => (
                <tr key={i}>
                  {week.map((date, j) => (
                    <td
                      key={date ?? `pad-${i}-${j}`}
                      className="h-24 border border-ui-border-base p-1 align-top"
                    >
                      {date && (
                        <div data-date={date}>
                          <Text size="xsmall" weight="plus">
                            {Number(date.slice(8))}
                          </Text>
                          <ul className="flex flex-col gap-1">
                            {(byDate.get(date) ?? []).map((s) => (
                              <li key={s.id}>
                                <button
                                  type="button"
                                  onClick={() => setOpenSlot(s.id)}
                                  aria-label={t("admin.slots.slot_label", {
                                    date,
                                    time: s.local_time,
                                    capacity: s.capacity,
                                    held: s.held,
                                    booked: s.booked,
                                    status: t(`admin.slots.status_${s.status}`),
                                  })}
                                  className={clx(
                                    "txt-compact-xsmall w-full rounded px-1 text-left",
                                    s.status === "closed"
                                      ? "bg-ui-tag-red-bg text-ui-tag-red-text"
                                      : "bg-ui-bg-subtle hover:bg-ui-bg-base-hover",
                                  )}
                                >
                                  {s.local_time} · {s.booked}+{s.held}/{s.capacity}
                                  {s.status === "closed" && (
                                    <Badge size="2xsmall" color="red" className="ml-1">
                                      {t("admin.slots.status_closed")}
                                    </Badge>
                                  )}
                                </button>
                              </li>
                            ))}
                          </ul>
                        </div>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {full && data && current && (
        <>
          <OneOffSlotForm handle={handle} optionCode={current} locale={locale} onDone={reload} />
          <ScheduleEditor
            handle={handle}
            optionCode={current}
            schedules={options.find((o) => o.code === current)?.schedules ?? []}
            locale={locale}
            onDone={reload}
          />
        </>
      )}
      <SlotDrawer
        slot={slot}
        handle={handle}
        locale={locale}
        onClose={() => setOpenSlot(null)}
        onChanged={reload}
      />
    </Container>
  )
}
