import { Button, Input, Label, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch } from "../../lib/api"

type Found = { id: string; title: string; handle: string }

/**
 * Picks the manifest's experience by typing: each pause searches the whole
 * catalogue on the server (Medusa's product search, `q=`), so any of
 * thousands of experiences can be found; choosing none shows them all.
 */
export function ExperienceFilter({
  locale,
  handle,
  onChange,
}: {
  locale: string
  handle: string
  onChange: (handle: string) => void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState("")
  const [found, setFound] = useState<Found[] | null>(null)

  useEffect(() => {
    const q = text.trim()
    if (q.length < 2) return setFound(null)
    let live = true
    const timer = setTimeout(() => {
      adminFetch<{ products: Found[] }>(
        `/admin/products?q=${encodeURIComponent(q)}&fields=id,title,handle&limit=20&order=title`,
        locale,
      )
        .then(({ products }) => live && setFound(products))
        .catch(() => live && setFound([]))
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [text, locale])

  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="manifest-experience">{t("admin.manifest.experience_filter")}</Label>
      <div className="flex gap-2">
        <Input
          id="manifest-experience"
          type="search"
          autoComplete="off"
          placeholder={handle || t("admin.manifest.all_experiences")}
          aria-description={t("admin.manifest.experience_search")}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {handle && (
          <Button size="small" variant="secondary" onClick={() => onChange("")}>
            {t("admin.manifest.all_experiences")}
          </Button>
        )}
      </div>
      {found && (
        <ul
          className="flex max-h-64 flex-col overflow-auto rounded-md border"
          data-testid="manifest-experience-results"
        >
          {found.length === 0 && (
            <li className="px-2 py-1">
              <Text size="small" className="text-ui-fg-subtle">
                {t("admin.manifest.no_experiences")}
              </Text>
            </li>
          )}
          {found.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="w-full px-2 py-1 text-left txt-compact-small hover:bg-ui-bg-base-hover"
                onClick={() => {
                  onChange(p.handle)
                  setText("")
                }}
              >
                {p.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
