import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Clock } from "@medusajs/icons"
import { Button, Container, Heading, Input, Label, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { CheckInBox } from "../../components/manifest/check-in-box"
import { ExperienceFilter } from "../../components/manifest/experience-filter"
import { ManifestSlots, type ManifestSlot } from "../../components/manifest/manifest-slots"
import type { ManifestEntry } from "../../components/manifest/manifest-table"
import { useAdminQuery } from "../../lib/api"
import { formatDate, type AdminLocale } from "../../lib/format"

/** Printing shows the manifest alone: the admin's sidebar, header and forms stay off paper. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #sendero-manifest, #sendero-manifest * { visibility: visible !important; }
  #sendero-manifest { position: absolute; inset: 0 auto auto 0; width: 100%; }
  #sendero-manifest .no-print { display: none !important; }
  @page { size: landscape; margin: 12mm; }
}`

/** A manifest's query: its date and experience, each when there is one. */
const queryOf = (date: string, handle: string) =>
  [date && `date=${date}`, handle && `handle=${encodeURIComponent(handle)}`]
    .filter(Boolean)
    .join("&")

/**
 * The day manifest (`?date=YYYY-MM-DD&handle=…`): departures by slot with
 * seats against capacity and live holds, check-in, print and CSV. Times are
 * the experience's local ones, its zone said once under the title.
 */
const ManifestPage = () => {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const asked = /^\d{4}-\d{2}-\d{2}$/.test(params.get("date") ?? "") ? params.get("date")! : ""
  const handle = params.get("handle") ?? ""
  // No date asked: the server answers the experience's today (the shop's across the catalogue),
  // never this computer's, which can be another day where the experience runs.
  const query = queryOf(asked, handle)
  const { data, error, reload, locale } = useAdminQuery<{
    date: string
    slots: ManifestSlot[]
    bookings: ManifestEntry[]
  }>(`/admin/manifest?${query}`)
  const date = asked || data?.date || ""
  const lang = locale as AdminLocale
  const entries = data?.bookings ?? []
  const slots = data?.slots ?? []
  const travellers = entries
    .filter((e) => e.status === "confirmed")
    .reduce((n, e) => n + e.seats, 0)
  // Each zone with its offset as the server says it (the browser's time-zone data may disagree).
  const zones = [
    ...new Set([...slots.map((s) => s.zone_label), ...entries.map((e) => e.zone_label)]),
  ]
  const setParam = (key: string, value: string) => {
    // A date not asked for stays the server's: another experience brings its own today.
    const next: Record<string, string> = { ...Object.fromEntries(params) }
    if (value) next[key] = value
    else delete next[key]
    setParams(next)
  }

  return (
    <Container id="sendero-manifest" className="flex flex-col gap-4 p-0">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-end justify-between gap-4 px-6 pt-4">
        <div>
          <Heading level="h1">{t("admin.manifest.title")}</Heading>
          {data && (
            <Text size="small" className="text-ui-fg-subtle" data-testid="manifest-summary">
              {t("admin.manifest.summary", {
                date: formatDate(date, lang),
                bookings: t("admin.manifest.bookings", { count: entries.length }),
                travellers: t("admin.format.band.travellers", { count: travellers }),
              })}
            </Text>
          )}
          {zones.length > 0 && (
            <Text size="small" className="text-ui-fg-subtle" data-testid="manifest-zone">
              {t("admin.format.zone_note", {
                zone: zones.join(", "),
              })}
            </Text>
          )}
        </div>
        <div className="no-print flex flex-wrap items-end gap-2">
          <div>
            <Label htmlFor="manifest-date">{t("admin.manifest.date")}</Label>
            <Input
              id="manifest-date"
              type="date"
              value={date}
              onChange={(e) => e.target.value && setParam("date", e.target.value)}
            />
          </div>
          <ExperienceFilter
            locale={locale}
            handle={handle}
            onChange={(h) => setParam("handle", h)}
          />
          <Button size="small" variant="secondary" onClick={() => window.print()}>
            {t("admin.manifest.print")}
          </Button>
          <Button size="small" variant="secondary" asChild>
            <a
              href={`/admin/manifest/csv?${queryOf(date, handle)}&locale=${locale}`}
              download={`manifest-${date}.csv`}
            >
              {t("admin.manifest.export_csv")}
            </a>
          </Button>
        </div>
      </div>
      <div className="px-6">
        <CheckInBox locale={locale} date={date} onChanged={reload} />
      </div>
      {error && (
        <Text role="alert" className="px-6 text-ui-fg-error">
          {error}
        </Text>
      )}
      {data && <ManifestSlots slots={slots} entries={entries} />}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "admin.manifest.title",
  translationNs: "translation",
  icon: Clock,
})

export default ManifestPage
