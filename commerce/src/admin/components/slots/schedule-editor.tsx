import { Button, Checkbox, Heading, Input, Label, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch } from "../../lib/api"
import type { Schedule } from "../../lib/types"

/** Monday first, as the grid; values are JavaScript's weekdays (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0]

function ScheduleForm({ schedule, locale, onDone }: { schedule: Schedule; locale: string; onDone: () => void }) {
  const { t } = useTranslation()
  const names = t("admin.slots.weekdays_short").split(",")
  const [weekdays, setWeekdays] = useState(new Set(schedule.weekdays))
  const [times, setTimes] = useState(schedule.start_times.join(", "))
  const [capacity, setCapacity] = useState(String(schedule.capacity))
  const [duration, setDuration] = useState(String(schedule.duration_minutes))
  const [message, setMessage] = useState<{ kind: "error" | "done"; text: string } | null>(null)

  async function submit() {
    setMessage(null)
    try {
      const result = await adminFetch<{ slots_created: number; slots_removed: number }>(
        `/admin/schedules/${schedule.id}`,
        locale,
        {
          method: "POST",
          body: {
            weekdays: [...weekdays],
            start_times: times.split(/[,\s]+/).filter(Boolean),
            capacity: Number(capacity),
            duration_minutes: Number(duration),
          },
        },
      )
      setMessage({ kind: "done", text: t("admin.slots.schedule_saved", { created: result.slots_created, removed: result.slots_removed }) })
      onDone()
    } catch (error) {
      setMessage({ kind: "error", text: (error as Error).message })
    }
  }

  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-ui-border-base p-3"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <fieldset className="flex flex-wrap gap-3">
        <legend className="txt-compact-small-plus mb-1">{t("admin.slots.weekdays")}</legend>
        {WEEK.map((day, i) => (
          <label key={day} className="txt-compact-small flex items-center gap-1">
            <Checkbox
              checked={weekdays.has(day)}
              onCheckedChange={(on) => {
                const next = new Set(weekdays)
                if (on) next.add(day)
                else next.delete(day)
                setWeekdays(next)
              }}
            />
            {names[i]}
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-3 gap-3">
        <div>
          <Label htmlFor={`times-${schedule.id}`}>{t("admin.slots.start_times")}</Label>
          <Input id={`times-${schedule.id}`} value={times} onChange={(e) => setTimes(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={`capacity-${schedule.id}`}>{t("admin.slots.capacity")}</Label>
          <Input id={`capacity-${schedule.id}`} type="number" min={1} value={capacity} onChange={(e) => setCapacity(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={`duration-${schedule.id}`}>{t("admin.slots.duration_minutes")}</Label>
          <Input id={`duration-${schedule.id}`} type="number" min={1} value={duration} onChange={(e) => setDuration(e.target.value)} />
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" size="small" variant="secondary">
          {t("admin.slots.schedule_save")}
        </Button>
        {message && (
          <Text size="small" role={message.kind === "error" ? "alert" : "status"} className={message.kind === "error" ? "text-ui-fg-error" : ""}>
            {message.text}
          </Text>
        )}
      </div>
    </form>
  )
}

/** The option's weekly schedules, each editable (its future slots follow). */
export function ScheduleEditor({ schedules, locale, onDone }: { schedules: Schedule[]; locale: string; onDone: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-3 px-6 py-4">
      <Heading level="h3">{t("admin.slots.schedules_title")}</Heading>
      <Text size="small" className="text-ui-fg-subtle">
        {t("admin.slots.schedules_hint")}
      </Text>
      {schedules.map((s) => (
        <ScheduleForm key={s.id} schedule={s} locale={locale} onDone={onDone} />
      ))}
    </div>
  )
}
