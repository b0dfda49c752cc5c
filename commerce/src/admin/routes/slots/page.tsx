import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CalendarSolid } from "@medusajs/icons"
import { Container, Heading, Select, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { SlotCalendar } from "../../components/slots/slot-calendar"
import { isMonth, monthOf } from "../../components/slots/month"
import { todayIso, useAdminQuery } from "../../lib/api"

type Products = { products: { id: string; title: string; handle: string }[] }

/** The slot calendar of one experience (`?handle=…&month=YYYY-MM`), picked from the catalogue. */
const SlotsPage = () => {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const handle = params.get("handle")
  const month = isMonth(params.get("month")) ? params.get("month")! : monthOf(todayIso())
  const products = useAdminQuery<Products>("/admin/products?fields=id,title,handle&limit=500&order=title")
  const set = (changes: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...changes })

  return (
    <div className="flex flex-col gap-3">
      <Container className="flex items-center justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h1">{t("admin.slots.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("admin.slots.page_hint")}
          </Text>
        </div>
        <div className="w-80">
          <Select value={handle ?? undefined} onValueChange={(value) => set({ handle: value })}>
            <Select.Trigger aria-label={t("admin.slots.experience")}>
              <Select.Value placeholder={t("admin.slots.pick_experience")} />
            </Select.Trigger>
            <Select.Content>
              {(products.data?.products ?? []).map((p) => (
                <Select.Item key={p.id} value={p.handle}>
                  {p.title}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
      </Container>
      {handle && <SlotCalendar handle={handle} month={month} onMonthChange={(m) => set({ month: m })} full />}
    </div>
  )
}

export const config = defineRouteConfig({
  label: "admin.slots.title",
  translationNs: "translation",
  icon: CalendarSolid,
})

export default SlotsPage
