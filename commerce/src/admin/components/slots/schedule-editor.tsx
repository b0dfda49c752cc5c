import { Button, Checkbox, Heading, Input, Label, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch, todayIso } from "../../lib/api"
import type { Schedule } from "../../lib/types"

/** Monday first, as the grid; values are JavaScript's weekdays (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0]

type Rule = Omit<Schedule, "id">

type FormProps = {
  /** An existing schedule (saved with POST /admin/schedules/:id), or a new season of the option. */
  schedule: Schedule | null
  initial: Rule
  onSave: (rule: Rule) => Promise<string>
  onDelete?: () => Promise<string>
}

/** One weekly schedule: weekdays, start times, capacity, duration and the dates it is valid between. */
function ScheduleForm({ schedule, initial, onSave, onDelete }: FormProps) {
  const { t } = useTranslation()
  const names = t("admin.slots.weekdays_short").split(",")
  const key = schedule?.id ?? "new"
  const [weekdays, setWeekdays] = useState(new Set(initial.weekdays))
  const [times, setTimes] = useState(initial.start_times.join(", "))
  const [capacity, setCapacity] = useState(String(initial.capacity))
  const [duration, setDuration] = useState(String(initial.duration_minutes))
  const [validFrom, setValidFrom] = useState(initial.valid_from)
  const [validTo, setValidTo] = useState(initial.valid_to ?? "")
  const [message, setMessage] = useState<{ kind: "error" | "done"; text: string } | null>(null)

  async function run(action: () => Promise<string>) {
    setMessage(null)
    try {
      setMessage({ kind: "done", text: await action() })
    } catch (error) {
      setMessage({ kind: "error", text: (error as Error).message })
    }
  }

  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-ui-border-base p-3"
      data-testid={schedule ? "schedule-form" : "season-form"}
      onSubmit={(event) => {
        event.preventDefault()
        void run(() =>
          onSave({
            weekdays: [...weekdays],
            start_times: times.split(/[,\s]+/).filter(Boolean),
            capacity: Number(capacity),
            duration_minutes: Number(duration),
            valid_from: validFrom,
            valid_to: validTo || null,
          }),
        )
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
          <Label htmlFor={`times-${key}`}>{t("admin.slots.start_times")}</Label>
          <Input id={`times-${key}`} value={times} onChange={(e) => setTimes(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={`capacity-${key}`}>{t("admin.slots.capacity")}</Label>
          <Input
            id={`capacity-${key}`}
            type="number"
            min={1}
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`duration-${key}`}>{t("admin.slots.duration_minutes")}</Label>
          <Input
            id={`duration-${key}`}
            type="number"
            min={1}
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`valid-from-${key}`}>{t("admin.slots.valid_from")}</Label>
          <Input
            id={`valid-from-${key}`}
            type="date"
            value={validFrom}
            onChange={(e) => setValidFrom(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`valid-to-${key}`}>{t("admin.slots.valid_to")}</Label>
          <Input
            id={`valid-to-${key}`}
            type="date"
            value={validTo}
            onChange={(e) => setValidTo(e.target.value)}
          />
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" size="small" variant="secondary">
          {t(schedule ? "admin.slots.schedule_save" : "admin.slots.season_add")}
        </Button>
        {onDelete && (
          <Button type="button" size="small" variant="danger" onClick={() => void run(onDelete)}>
            {t("admin.slots.schedule_delete")}
          </Button>
        )}
        {message && (
          <Text
            size="small"
            role={message.kind === "error" ? "alert" : "status"}
            className={message.kind === "error" ? "text-ui-fg-error" : ""}
          >
            {message.text}
          </Text>
        )}
      </div>
    </form>
  )
}

type Props = {
  handle: string
  optionCode: string
  schedules: Schedule[]
  locale: string
  onDone: () => void
}

/**
 * The option's weekly schedules (seasons: each valid between two dates; two
 * seasons of one option may not overlap on a weekday), each editable (its
 * future slots follow) or removable, and a form for a new season.
 */
export function ScheduleEditor({ handle, optionCode, schedules, locale, onDone }: Props) {
  const { t } = useTranslation()
  const sorted = [...schedules].sort((a, b) => a.valid_from.localeCompare(b.valid_from))
  const template = sorted[sorted.length - 1]
  const blank: Rule = {
    weekdays: template?.weekdays ?? [1, 2, 3, 4, 5],
    start_times: template?.start_times ?? ["09:00"],
    duration_minutes: template?.duration_minutes ?? 120,
    capacity: template?.capacity ?? 10,
    valid_from: todayIso(),
    valid_to: null,
  }
  const saved = (result: { slots_created: number; slots_removed?: number }) =>
    t("admin.slots.schedule_saved", {
      created: result.slots_created,
      removed: result.slots_removed ?? 0,
    })

  return (
    <div className="flex flex-col gap-3 px-6 py-4">
      <Heading level="h3">{t("admin.slots.schedules_title")}</Heading>
      <Text size="small" className="text-ui-fg-subtle">
        {t("admin.slots.schedules_hint")}
      </Text>
      {sorted.map((s) => (
        <ScheduleForm
          key={`${s.id}-${s.valid_from}-${s.valid_to}`}
          schedule={s}
          initial={s}
          onSave={async (rule) => {
            const result = await adminFetch<{ slots_created: number; slots_removed: number }>(
              `/admin/schedules/${s.id}`,
              locale,
              {
                method: "POST",
                body: rule,
              },
            )
            onDone()
            return saved(result)
          }}
          onDelete={async () => {
            const result = await adminFetch<{ slots_removed: number }>(
              `/admin/schedules/${s.id}`,
              locale,
              { method: "DELETE" },
            )
            onDone()
            return t("admin.slots.schedule_deleted", { removed: result.slots_removed })
          }}
        />
      ))}
      <Heading level="h3">{t("admin.slots.season_title")}</Heading>
      <ScheduleForm
        schedule={null}
        initial={blank}
        onSave={async (rule) => {
          const result = await adminFetch<{ slots_created: number }>(
            `/admin/experiences/${encodeURIComponent(handle)}/schedules`,
            locale,
            { method: "POST", body: { option_code: optionCode, ...rule } },
          )
          onDone()
          return saved(result)
        }}
      />
    </div>
  )
}
