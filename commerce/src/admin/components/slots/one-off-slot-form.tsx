import { Button, Heading, Input, Label, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch } from "../../lib/api"

type Props = { handle: string; optionCode: string; locale: string; onDone: () => void }

/** Adds a one-off slot to the option shown, outside its weekly schedules. */
export function OneOffSlotForm({ handle, optionCode, locale, onDone }: Props) {
  const { t } = useTranslation()
  const [form, setForm] = useState({
    date: "",
    start_time: "",
    duration_minutes: "120",
    capacity: "10",
  })
  const [message, setMessage] = useState<{ kind: "error" | "done"; text: string } | null>(null)
  const field = (name: keyof typeof form) => ({
    id: `one-off-${name}`,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  })

  async function submit() {
    setMessage(null)
    try {
      await adminFetch(`/admin/experiences/${encodeURIComponent(handle)}/slots`, locale, {
        method: "POST",
        body: {
          option_code: optionCode,
          date: form.date,
          start_time: form.start_time,
          duration_minutes: Number(form.duration_minutes),
          capacity: Number(form.capacity),
        },
      })
      setMessage({ kind: "done", text: t("admin.slots.one_off_created") })
      onDone()
    } catch (error) {
      setMessage({ kind: "error", text: (error as Error).message })
    }
  }

  return (
    <form
      className="flex flex-col gap-3 px-6 py-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Heading level="h3">{t("admin.slots.one_off_title")}</Heading>
      <div className="grid grid-cols-4 gap-3">
        <div>
          <Label htmlFor="one-off-date">{t("admin.slots.date")}</Label>
          <Input type="date" required {...field("date")} />
        </div>
        <div>
          <Label htmlFor="one-off-start_time">{t("admin.slots.start_time")}</Label>
          <Input type="time" required {...field("start_time")} />
        </div>
        <div>
          <Label htmlFor="one-off-duration_minutes">{t("admin.slots.duration_minutes")}</Label>
          <Input type="number" min={1} max={1440} required {...field("duration_minutes")} />
        </div>
        <div>
          <Label htmlFor="one-off-capacity">{t("admin.slots.capacity")}</Label>
          <Input type="number" min={1} max={10000} required {...field("capacity")} />
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" size="small" variant="secondary">
          {t("admin.slots.one_off_add")}
        </Button>
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
