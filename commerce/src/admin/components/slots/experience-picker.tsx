import { Input, Label, Text, clx } from "@medusajs/ui"
import { useEffect, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { useAdminQuery } from "../../lib/api"

type Products = { products: { id: string; title: string; handle: string }[]; count: number }

/** Matches shown at once: typing more narrows the server-side search (any of the catalogue's experiences). */
const SHOWN = 20

type Props = {
  /** The picked experience's handle. */
  value: string | null
  onChange: (handle: string) => void
  label: string
  placeholder?: string
}

/**
 * Finds any experience by typing part of its title or handle: Medusa's
 * product search (`q=`), asked 250 ms after the last key, never a fixed
 * page of the catalogue.
 */
export function ExperiencePicker({ value, onChange, label, placeholder }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState("")
  const [query, setQuery] = useState("")
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250)
    return () => clearTimeout(timer)
  }, [text])
  const found = useAdminQuery<Products>(
    query
      ? `/admin/products?q=${encodeURIComponent(query)}&fields=id,title,handle&limit=${SHOWN}&order=title`
      : null,
  )
  const current = useAdminQuery<Products>(
    value
      ? `/admin/products?handle=${encodeURIComponent(value)}&fields=id,title,handle&limit=1`
      : null,
  )
  const picked = current.data?.products[0]
  const results = query ? (found.data?.products ?? []) : []

  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={`${id}-results`}
        autoComplete="off"
        value={text}
        placeholder={placeholder ?? t("admin.slots.search_experience")}
        onChange={(e) => setText(e.target.value)}
      />
      {picked && (
        <Text size="xsmall" className="text-ui-fg-subtle" data-testid="experience-picked">
          {t("admin.slots.picked_experience", { title: picked.title })}
        </Text>
      )}
      {query && (
        <ul
          id={`${id}-results`}
          role="listbox"
          aria-label={label}
          className="max-h-72 overflow-y-auto rounded border border-ui-border-base"
        >
          {results.map((p) => (
            <li key={p.id} role="option" aria-selected={p.handle === value}>
              <button
                type="button"
                className={clx(
                  "txt-compact-small w-full px-2 py-1 text-left hover:bg-ui-bg-base-hover",
                  p.handle === value && "bg-ui-bg-subtle",
                )}
                onClick={() => {
                  onChange(p.handle)
                  setText("")
                }}
              >
                {p.title} <span className="text-ui-fg-muted">· {p.handle}</span>
              </button>
            </li>
          ))}
          {!found.loading && results.length === 0 && (
            <li className="txt-compact-small px-2 py-1 text-ui-fg-subtle">
              {t("admin.slots.no_experience_found")}
            </li>
          )}
          {(found.data?.count ?? 0) > SHOWN && (
            <li className="txt-compact-xsmall px-2 py-1 text-ui-fg-subtle">
              {t("admin.slots.more_experiences", { count: found.data!.count, shown: SHOWN })}
            </li>
          )}
        </ul>
      )}
    </div>
  )
}
