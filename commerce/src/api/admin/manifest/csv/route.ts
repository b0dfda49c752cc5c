import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { toCsv } from "../../../../lib/admin/csv"
import type { Locale } from "../../../../lib/i18n/messages"
import { manifestOf } from "../load"
import type { AdminManifestQueryType } from "../validators"

const HEADER: Record<Locale, string[]> = {
  es: ["Hora", "Experiencia", "Opción", "Referencia", "Huésped principal", "Teléfono", "E-mail", "Viajeros", "Plazas", "Recogida", "Hora de recogida", "Extras", "Pago", "Estado", "Registrada"],
  en: ["Time", "Experience", "Option", "Reference", "Lead guest", "Phone", "E-mail", "Travellers", "Seats", "Pickup", "Pickup time", "Extras", "Payment", "Status", "Checked in"],
}
const PAYMENT: Record<Locale, Record<string, string>> = {
  es: { paid: "Pagado", pending_payment: "Pago pendiente", refunded: "Reembolsado", cancelled: "Cancelado" },
  en: { paid: "Paid", pending_payment: "Payment pending", refunded: "Refunded", cancelled: "Cancelled" },
}
const STATUS: Record<Locale, Record<string, string>> = {
  es: { confirmed: "Confirmada", cancelled: "Cancelada" },
  en: { confirmed: "Confirmed", cancelled: "Cancelled" },
}

/** The day manifest as CSV for a spreadsheet (formula-like cells kept as text). */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminManifestQueryType>, res: MedusaResponse) {
  const { date, handle, locale, entries } = await manifestOf(req)
  const rows = entries.map((e) => [
    e.local_time,
    e.experience,
    e.option,
    e.reference,
    e.lead_guest.name,
    e.lead_guest.phone,
    e.lead_guest.email,
    Object.entries(e.travellers).map(([band, n]) => `${band} ${n}`).join("; "),
    e.seats,
    e.pickup?.name ?? "",
    e.pickup?.time ?? "",
    e.extras.map((x) => `${x.title} x${x.quantity}`).join("; "),
    PAYMENT[locale][e.payment_state],
    STATUS[locale][e.status],
    e.checked_in_at ?? "",
  ])
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="manifest-${date}${handle ? `-${handle}` : ""}.csv"`)
  res.send(toCsv(HEADER[locale], rows))
}
