import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Container, Heading, StatusBadge, Text } from "@medusajs/ui"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useAdminQuery } from "../lib/api"

type Run = {
  at: string
  ms: number
  ok: boolean
  reasons: string[]
  handles: string[]
  all: boolean
  pages?: number
  written?: number
  removed?: string[]
  failed?: { path: string; error: string }[]
  error?: string
}
type Status =
  | { configured: false }
  | { configured: true; reachable: false }
  | {
      configured: true
      reachable: true
      pending: boolean
      last_change: Run | null
      last_success: Run | null
      last_failure: Run | null
    }

/** Pages of a failure shown in the widget (the log has them all). */
const SHOWN_PAGES = 5

/**
 * The live catalogue on the products list: what the admin changes is on the
 * storefront's pages within seconds (the change feed). Shows whether a change
 * is being published, the last change and the last success, and the last
 * failure with its reason and the pages that stayed as they were, so an admin
 * whose price did not reach a page knows it and why. Refreshes every few
 * seconds while a change is being published.
 */
const SiteChangesWidget = () => {
  const { t } = useTranslation()
  const { data, error, reload, locale } = useAdminQuery<{ site_changes: Status }>(
    "/admin/site-changes",
  )
  const status = data?.site_changes
  const pending = status?.configured && status.reachable && status.pending
  useEffect(() => {
    const timer = setInterval(reload, pending ? 3_000 : 30_000)
    return () => clearInterval(timer)
  }, [pending, reload])
  if (error) return null
  if (!status) return null
  const when = (run: Run) =>
    new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", {
      dateStyle: "short",
      timeStyle: "medium",
    }).format(new Date(run.at))
  const what = (run: Run) =>
    run.all ? t("admin.siteChanges.everyPage") : run.handles.slice(0, 3).join(", ")
  const failure = status.configured && status.reachable ? status.last_failure : null
  const newerSuccess =
    failure && status.configured && status.reachable && status.last_success
      ? status.last_success.at > failure.at
      : false
  const badge = !status.configured
    ? { color: "grey" as const, text: t("admin.siteChanges.off") }
    : !status.reachable
      ? { color: "orange" as const, text: t("admin.siteChanges.unreachable") }
      : status.pending
        ? { color: "blue" as const, text: t("admin.siteChanges.publishing") }
        : failure && !newerSuccess
          ? { color: "red" as const, text: t("admin.siteChanges.failed") }
          : { color: "green" as const, text: t("admin.siteChanges.live") }
  return (
    <Container className="divide-y p-0" data-testid="site-changes">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t("admin.siteChanges.title")}</Heading>
        <StatusBadge color={badge.color}>{badge.text}</StatusBadge>
      </div>
      {status.configured && status.reachable ? (
        <div className="grid gap-2 px-6 py-4">
          <Text size="small" className="text-ui-fg-subtle">
            {status.last_change
              ? t("admin.siteChanges.lastChange", {
                  when: when(status.last_change),
                  what: what(status.last_change),
                  seconds: (status.last_change.ms / 1000).toFixed(1),
                })
              : t("admin.siteChanges.noChange")}
          </Text>
          {status.last_success ? (
            <Text size="small" className="text-ui-fg-subtle">
              {t("admin.siteChanges.lastSuccess", {
                when: when(status.last_success),
                count: status.last_success.written ?? 0,
              })}
            </Text>
          ) : null}
          {failure ? (
            <div data-testid="site-changes-failure">
              <Text size="small" weight="plus">
                {t("admin.siteChanges.lastFailure", { when: when(failure), what: what(failure) })}
              </Text>
              {failure.error ? (
                <Text size="small" className="text-ui-fg-error">
                  {t("admin.siteChanges.reason", { reason: failure.error })}
                </Text>
              ) : null}
              {(failure.failed ?? []).slice(0, SHOWN_PAGES).map((page) => (
                <Text key={page.path} size="small" className="text-ui-fg-error">
                  <span className="font-mono">{page.path}</span>: {page.error}
                </Text>
              ))}
              {(failure.failed?.length ?? 0) > SHOWN_PAGES ? (
                <Text size="small" className="text-ui-fg-muted">
                  {t("admin.siteChanges.morePages", {
                    count: (failure.failed?.length ?? 0) - SHOWN_PAGES,
                  })}
                </Text>
              ) : null}
              <Text size="small" className="text-ui-fg-muted">
                {t("admin.siteChanges.unchanged")}
              </Text>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="px-6 py-4">
          <Text size="small" className="text-ui-fg-muted">
            {status.configured
              ? t("admin.siteChanges.unreachableHint")
              : t("admin.siteChanges.offHint")}
          </Text>
        </div>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.list.before" })

export default SiteChangesWidget
