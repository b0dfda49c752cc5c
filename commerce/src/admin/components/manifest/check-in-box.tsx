import { Button, Input, Label, Text } from "@medusajs/ui"
import { useCallback, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { AdminApiError, adminFetch } from "../../lib/api"
import { QrScanner } from "./qr-scanner"

type Result =
  | { kind: "ok"; text: string; reference: string }
  | { kind: "unpaid"; text: string; reference: string }
  | { kind: "refused"; text: string }
  | { kind: "info"; text: string }

/**
 * Check-in at the meeting point for the manifest's date: the guide scans the
 * voucher's QR with the camera, a scanner types it and Enter, or the guide
 * types the reference. Refusals (cancelled, refunded, another date, already
 * checked in) show the API's reason; an unpaid booking shows its warning and
 * is let in only by "Check in anyway"; a check-in can be undone at once.
 */
export function CheckInBox({
  locale,
  date,
  onChanged,
}: {
  locale: string
  date: string
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const [reference, setReference] = useState("")
  const [result, setResult] = useState<Result | null>(null)
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const checkIn = useCallback(
    async (typed: string, confirmUnpaid = false) => {
      if (!typed.trim()) return
      setBusy(true)
      try {
        const { check_in } = await adminFetch<{ check_in: { reference: string; unpaid: boolean } }>(
          "/admin/manifest/check-in",
          locale,
          {
            method: "POST",
            body: {
              reference: typed,
              ...(date ? { date } : {}),
              ...(confirmUnpaid ? { confirm_unpaid: true } : {}),
            },
          },
        )
        const key = check_in.unpaid
          ? "admin.manifest.checked_in_unpaid"
          : "admin.manifest.checked_in"
        setResult({
          kind: "ok",
          text: t(key, { reference: check_in.reference }),
          reference: check_in.reference,
        })
        onChanged()
      } catch (error) {
        const refused = error as AdminApiError
        setResult(
          refused.code === "admin.manifest.booking_unpaid"
            ? { kind: "unpaid", text: refused.message, reference: typed }
            : { kind: "refused", text: refused.message },
        )
      } finally {
        setBusy(false)
        setReference("")
        input.current?.focus()
      }
    },
    [date, locale, onChanged, t],
  )

  async function undo(ref: string) {
    setBusy(true)
    try {
      await adminFetch("/admin/manifest/check-in/undo", locale, {
        method: "POST",
        body: { reference: ref },
      })
      setResult({ kind: "info", text: t("admin.manifest.undone", { reference: ref }) })
      onChanged()
    } catch (error) {
      setResult({ kind: "refused", text: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  const onScan = useCallback((text: string) => void checkIn(text), [checkIn])

  return (
    <div className="no-print flex flex-col gap-2">
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void checkIn(reference)
        }}
      >
        <Label htmlFor="check-in-reference">{t("admin.manifest.check_in_label")}</Label>
        <div className="flex gap-2">
          <Input
            id="check-in-reference"
            ref={input}
            autoComplete="off"
            placeholder="SND-XXXXXXXX"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <Button type="submit" size="small" isLoading={busy}>
            {t("admin.manifest.check_in")}
          </Button>
        </div>
      </form>
      <QrScanner onScan={onScan} />
      {result?.kind === "ok" && (
        <div className="flex items-center gap-2">
          <Text size="small" weight="plus" role="status" className="text-ui-fg-interactive">
            {result.text}
          </Text>
          <Button
            type="button"
            size="small"
            variant="transparent"
            onClick={() => void undo(result.reference)}
          >
            {t("admin.manifest.undo")}
          </Button>
        </div>
      )}
      {result?.kind === "unpaid" && (
        <div className="flex flex-wrap items-center gap-2">
          <Text size="small" weight="plus" role="alert" className="text-ui-fg-error">
            {result.text}
          </Text>
          <Button
            type="button"
            size="small"
            variant="danger"
            onClick={() => void checkIn(result.reference, true)}
          >
            {t("admin.manifest.check_in_anyway")}
          </Button>
        </div>
      )}
      {result?.kind === "info" && (
        <Text size="small" weight="plus" role="status">
          {result.text}
        </Text>
      )}
      {result?.kind === "refused" && (
        <Text size="small" weight="plus" role="alert" className="text-ui-fg-error">
          {result.text}
        </Text>
      )}
    </div>
  )
}
