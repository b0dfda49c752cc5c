import { Button, Input, Label, Text } from "@medusajs/ui"
import { useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch } from "../../lib/api"

/**
 * Check-in at the meeting point: a scanner types the voucher's QR (its
 * reference) and Enter, or the guide types it. A second scan shows the
 * API's warning with when the booking was first checked in.
 */
export function CheckInBox({ locale, onCheckedIn }: { locale: string; onCheckedIn: () => void }) {
  const { t } = useTranslation()
  const [reference, setReference] = useState("")
  const [result, setResult] = useState<{ kind: "ok" | "warn"; text: string } | null>(null)
  const input = useRef<HTMLInputElement>(null)

  async function submit() {
    if (!reference.trim()) return
    try {
      const { check_in } = await adminFetch<{ check_in: { reference: string } }>("/admin/manifest/check-in", locale, {
        method: "POST",
        body: { reference },
      })
      setResult({ kind: "ok", text: t("admin.manifest.checked_in", { reference: check_in.reference }) })
      onCheckedIn()
    } catch (error) {
      setResult({ kind: "warn", text: (error as Error).message })
    }
    setReference("")
    input.current?.focus()
  }

  return (
    <form
      className="no-print flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
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
        <Button type="submit" size="small">
          {t("admin.manifest.check_in")}
        </Button>
      </div>
      {result && (
        <Text
          size="small"
          weight="plus"
          role={result.kind === "ok" ? "status" : "alert"}
          className={result.kind === "ok" ? "text-ui-fg-interactive" : "text-ui-fg-error"}
        >
          {result.text}
        </Text>
      )}
    </form>
  )
}
