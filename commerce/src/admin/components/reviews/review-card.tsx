import { Badge, Button, Input, Text, Textarea, toast } from "@medusajs/ui"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { AdminApiError, adminFetch, apiLocale } from "../../lib/api"
import type { AdminReview } from "./types"

/** One review with its moderation actions: publish, hide with a reason, reply. Text is shown as written (React escapes it). */
export function ReviewCard({ review, onChanged }: { review: AdminReview; onChanged: () => void }) {
  const { t, i18n } = useTranslation()
  const reasonId = useId()
  const [reason, setReason] = useState("")
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [reply, setReply] = useState(review.reply ?? "")
  const [busy, setBusy] = useState(false)
  const act = async (path: string, body?: unknown) => {
    setBusy(true)
    try {
      await adminFetch(`/admin/reviews/${review.id}/${path}`, apiLocale(i18n.language), {
        method: "POST",
        body: body ?? {},
      })
      toast.success(t("admin.feedback.saved"))
      onChanged()
    } catch (error) {
      // The reason's own error sits next to it; anything else is a toast.
      if (path === "hide" && error instanceof AdminApiError && error.status === 400)
        setReasonError(error.message)
      else toast.error(t("admin.feedback.error", { message: (error as Error).message }))
    } finally {
      setBusy(false)
    }
  }
  const hide = () => {
    if (!reason.trim()) return setReasonError(t("admin.reviews.reasonRequired"))
    setReasonError(null)
    void act("hide", { reason })
  }
  return (
    <li className="flex flex-col gap-y-2 border-t px-6 py-4" data-testid="admin-review">
      <div className="flex items-center gap-x-2">
        <Text weight="plus" aria-label={t("admin.reviews.stars", { count: review.rating })}>
          {"★".repeat(review.rating)}
          {"☆".repeat(5 - review.rating)}
        </Text>
        <Text weight="plus">{review.title}</Text>
        {review.verified && <Badge color="green">{t("admin.reviews.verified")}</Badge>}
      </div>
      <Text className="whitespace-pre-line">{review.body}</Text>
      <Text size="small" className="text-ui-fg-subtle">
        {review.author_name} ·{" "}
        <Link
          to={`/products/${review.experience.product_id}`}
          className="text-ui-fg-interactive hover:underline"
          data-testid="review-experience"
        >
          {review.experience.title}
        </Link>{" "}
        · {t("admin.reviews.travelled", { date: review.travelled_on })}
      </Text>
      {review.hidden_reason && (
        <Text size="small">
          {t("admin.reviews.hiddenBecause", { reason: review.hidden_reason })}
        </Text>
      )}
      <div className="flex flex-wrap items-end gap-2">
        {review.status !== "published" && (
          <Button size="small" isLoading={busy} onClick={() => act("publish")}>
            {t("admin.reviews.publish")}
          </Button>
        )}
        {review.status !== "hidden" && (
          <>
            <div className="flex flex-col gap-1">
              <Input
                id={reasonId}
                size="small"
                placeholder={t("admin.reviews.reason")}
                aria-label={t("admin.reviews.reason")}
                aria-invalid={!!reasonError}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value)
                  setReasonError(null)
                }}
                className="w-64"
              />
              {reasonError && (
                <Text
                  id={`${reasonId}-error`}
                  size="small"
                  role="alert"
                  className="text-ui-fg-error"
                >
                  {reasonError}
                </Text>
              )}
            </div>
            <Button size="small" variant="secondary" isLoading={busy} onClick={hide}>
              {t("admin.reviews.hide")}
            </Button>
          </>
        )}
      </div>
      <div className="flex items-end gap-2">
        <Textarea
          aria-label={t("admin.reviews.reply")}
          placeholder={t("admin.reviews.reply")}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          className="flex-1"
        />
        <Button
          size="small"
          variant="secondary"
          isLoading={busy}
          onClick={() => act("reply", { reply })}
        >
          {t("admin.reviews.sendReply")}
        </Button>
      </div>
    </li>
  )
}
