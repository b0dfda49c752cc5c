import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CalendarSolid } from "@medusajs/icons"
import { Container, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { ExperiencePicker } from "../../components/slots/experience-picker"
import { SlotCalendar } from "../../components/slots/slot-calendar"
import { isMonth, monthOf } from "../../components/slots/month"
import { todayIso } from "../../lib/api"

/** The slot calendar of one experience (`?handle=…&month=YYYY-MM`), found by typing part of its title. */
const SlotsPage = () => {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const handle = params.get("handle")
  const month = isMonth(params.get("month")) ? params.get("month")! : monthOf(todayIso())
  const set = (changes: Record<string, string>) =>
    setParams({ ...Object.fromEntries(params), ...changes })

  return (
    <div className="flex flex-col gap-3">
      <Container className="flex items-start justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h1">{t("admin.slots.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("admin.slots.page_hint")}
          </Text>
        </div>
        <div className="w-80">
          <ExperiencePicker
            value={handle}
            onChange={(value) => set({ handle: value })}
            label={t("admin.slots.experience")}
          />
        </div>
      </Container>
      {handle && (
        <SlotCalendar handle={handle} month={month} onMonthChange={(m) => set({ month: m })} full />
      )}
    </div>
  )
}

export const config = defineRouteConfig({
  label: "admin.slots.title",
  translationNs: "translation",
  icon: CalendarSolid,
})

export default SlotsPage
