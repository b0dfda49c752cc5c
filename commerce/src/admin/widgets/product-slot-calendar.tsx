import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps } from "@medusajs/framework/types"
import { useState } from "react"
import { SlotCalendar } from "../components/slots/slot-calendar"
import { monthOf } from "../components/slots/month"
import { todayIso } from "../lib/api"

/** The experience's slot calendar on its product page (the full editor is the Slot calendar screen). */
const ProductSlotCalendarWidget = ({
  data,
}: DetailWidgetProps<{
  id: string
  handle: string
  metadata?: Record<string, unknown> | null
}>) => {
  const [month, setMonth] = useState(monthOf(todayIso()))
  // Products of the booking catalogue carry their time zone; any other product has no slots.
  if (!data.metadata?.timezone) return null
  return <SlotCalendar handle={data.handle} month={month} onMonthChange={setMonth} />
}

export const config = defineWidgetConfig({ zone: "product.details.after" })

export default ProductSlotCalendarWidget
