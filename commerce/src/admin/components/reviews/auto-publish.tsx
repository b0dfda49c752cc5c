import { Select, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch, apiLocale } from "../../lib/api"

/** The auto-publish rule: from how many stars a traveller's review is published without approval. */
export function AutoPublish() {
  const { t, i18n } = useTranslation()
  const [value, setValue] = useState<string>("never")
  useEffect(() => {
    adminFetch<{ rules: { auto_publish_min_rating: number | null } }>(
      "/admin/review-rules",
      apiLocale(i18n.language),
    )
      .then(({ rules }) =>
        setValue(
          rules.auto_publish_min_rating === null ? "never" : String(rules.auto_publish_min_rating),
        ),
      )
      .catch(() => undefined)
  }, [])
  const save = async (next: string) => {
    setValue(next)
    try {
      await adminFetch("/admin/review-rules", apiLocale(i18n.language), {
        method: "POST",
        body: { auto_publish_min_rating: next === "never" ? null : Number(next) },
      })
      toast.success(t("admin.feedback.saved"))
    } catch (error) {
      toast.error(t("admin.feedback.error", { message: (error as Error).message }))
    }
  }
  return (
    <div className="flex items-center gap-x-2">
      <Text size="small">{t("admin.reviews.autoPublish")}</Text>
      <Select size="small" value={value} onValueChange={save}>
        <Select.Trigger className="w-56">
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Item value="never">{t("admin.reviews.never")}</Select.Item>
          {[5, 4, 3].map((n) => (
            <Select.Item key={n} value={String(n)}>
              {t("admin.reviews.stars", { count: n })}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )
}
