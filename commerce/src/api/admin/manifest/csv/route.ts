import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { toCsv } from "../../../../lib/admin/csv"
import type { Locale } from "../../../../lib/i18n/messages"
import { localParts } from "../../../../lib/local-time"
import { manifestOf } from "../load"
import type { AdminManifestQueryType } from "../validators"

const HEADER: Record<Locale, string[]> = {
  es: [
    "Fecha",
    "Hora",
    "Zona horaria",
    "Experiencia",
    "Opción",
    "Referencia",
    "Huésped principal",
    "Teléfono",
    "E-mail",
    "Viajeros",
    "Plazas",
    "Recogida",
    "Hora de recogida",
    "Extras",
    "Pago",
    "Estado",
    "Registrada",
  ],
  en: [
    "Date",
    "Time",
    "Time zone",
    "Experience",
    "Option",
    "Reference",
    "Lead guest",
    "Phone",
    "E-mail",
    "Travellers",
    "Seats",
    "Pickup",
    "Pickup time",
    "Extras",
    "Payment",
    "Status",
    "Checked in",
  ],
}
const PAYMENT: Record<Locale, Record<string, string>> = {
  es: {
    paid: "Pagado",
    pending_payment: "Pago pendiente",
    refunded: "Reembolsado",
    cancelled: "Cancelado",
  },
  en: {
    paid: "Paid",
    pending_payment: "Payment pending",
    refunded: "Refunded",
    cancelled: "Cancelled",
  },
}
const STATUS: Record<Locale, Record<string, string>> = {
  es: { confirmed: "Confirmada", cancelled: "Cancelada" },
  en: { confirmed: "Confirmed", cancelled: "Cancelled" },
}

/**
 * The day manifest as CSV for a spreadsheet, in the admin's language: bands
 * named, times in the experience's zone (named in a column), formula-like
 * cells kept as text; saved as `manifest-<date>.csv`.
 */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, AdminManifestQueryType>,
  res: MedusaResponse,
) {
  const { date, locale, entries } = await manifestOf(req)
  const local = (instant: string | null, zone: string) => {
    if (!instant) return ""
    const parts = localParts(instant, zone)
    return `${parts.date} ${parts.time}`
  }
  const rows = entries.map((e) => [
    date,
    e.local_time,
    e.timezone,
    e.experience,
    e.option,
    e.reference,
    e.lead_guest.name,
    e.lead_guest.phone,
    e.lead_guest.email,
    e.travellers_text,
    e.seats,
    e.pickup?.name ?? "",
    e.pickup?.time ?? "",
    e.extras.map((x) => `${x.title} x${x.quantity}`).join("; "),
    PAYMENT[locale][e.payment_state],
    STATUS[locale][e.status],
    local(e.checked_in_at, e.timezone),
  ])
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="manifest-${date}.csv"`)
  res.send(toCsv(HEADER[locale], rows))
}
