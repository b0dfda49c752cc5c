import { defineRouteConfig } from "@medusajs/admin-sdk"
import { DocumentText } from "@medusajs/icons"
import {
  Badge,
  Button,
  Container,
  Heading,
  Select,
  Tabs,
  Text,
  Textarea,
  toast,
} from "@medusajs/ui"
import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { SendOfferDrawer } from "../../components/offers/send-offer-drawer"
import { TeamCounters } from "../../components/team/team-counters"
import { adminFetch, apiLocale } from "../../lib/api"
import {
  formatDate,
  formatLocalDateTime,
  formatMoney,
  partyText,
  type LocalParts,
} from "../../lib/format"

const STATUSES = ["new", "contacted", "offer_sent", "won", "lost"] as const
type Status = (typeof STATUSES)[number]
type OfferRequest = {
  id: string
  reference: string
  handle: string | null
  experience_title: string | null
  date_from: string | null
  date_to: string | null
  flexible: boolean
  travellers: { adult: number; child: number; infant: number }
  budget_amount: number | null
  currency: string | null
  languages: string[]
  message: string
  name: string
  email: string
  phone_country: string
  phone_number: string
  status: Status
  notes: string | null
  offer: {
    amount?: number
    currency_code?: string
    expires_at?: string
    url?: string
    order_id?: string
  } | null
  /** The offer's expiry on the shop's wall clock, as the server derived it. */
  expires_local: LocalParts | null
  created_at: string
}

/** One request: what the traveller asked for (as written), its status and the team's notes. */
function RequestCard({
  request,
  onChanged,
  onSendOffer,
}: {
  request: OfferRequest
  onChanged: () => void
  onSendOffer: () => void
}) {
  const { t, i18n } = useTranslation()
  const lang = apiLocale(i18n.language)
  const [notes, setNotes] = useState(request.notes ?? "")
  const save = async (body: { status?: Status; notes?: string }) => {
    try {
      await adminFetch(`/admin/offer-requests/${request.id}`, apiLocale(i18n.language), {
        method: "POST",
        body,
      })
      toast.success(t("admin.feedback.saved"))
      onChanged()
    } catch (error) {
      toast.error(t("admin.feedback.error", { message: (error as Error).message }))
    }
  }
  const group = request.travellers
  const offer = request.offer?.url ? request.offer : null
  const closed = request.status === "won" || request.status === "lost"
  return (
    <li className="grid gap-2 border-t px-6 py-4" data-testid="admin-offer-request">
      <div className="flex flex-wrap items-center gap-2">
        <Text weight="plus">{request.reference}</Text>
        <Badge>{t(`admin.offers.status.${request.status}`)}</Badge>
        {request.experience_title && <Text>{request.experience_title}</Text>}
      </div>
      <Text size="small">
        {t("admin.offers.dates")}:{" "}
        {request.flexible
          ? t("admin.offers.flexible")
          : [request.date_from, request.date_to]
              .filter((d): d is string => !!d)
              .map((d) => formatDate(d, lang))
              .join(" – ")}{" "}
        · {t("admin.offers.group")}: {partyText(group, t)}
        {request.budget_amount && request.currency
          ? ` · ${t("admin.offers.budget")}: ${formatMoney(request.budget_amount, request.currency, lang)}`
          : ""}{" "}
        · {t("admin.offers.languages")}: {request.languages.join(", ")}
      </Text>
      <Text className="whitespace-pre-line">{request.message}</Text>
      {offer && (
        <Text size="small" data-testid="admin-offer-sent">
          {t("admin.offers.send.sent", {
            amount:
              offer.amount !== undefined && offer.currency_code
                ? formatMoney(offer.amount, offer.currency_code, lang)
                : "",
            expires: request.expires_local ? formatLocalDateTime(request.expires_local, lang) : "",
          })}{" "}
          <a
            className="text-ui-fg-interactive underline"
            href={offer.url}
            target="_blank"
            rel="noreferrer"
          >
            {t("admin.offers.send.link")}
          </a>
        </Text>
      )}
      <Text size="small" className="text-ui-fg-subtle">
        {t("admin.offers.contact")}: {request.name} · {request.email} · {request.phone_country}{" "}
        {request.phone_number}
      </Text>
      <div className="flex flex-wrap items-end gap-2">
        <Select
          size="small"
          value={request.status}
          onValueChange={(status) => save({ status: status as Status })}
        >
          <Select.Trigger className="w-48" aria-label={t("admin.offers.setStatus")}>
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {STATUSES.map((s) => (
              <Select.Item key={s} value={s}>
                {t(`admin.offers.status.${s}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
        <Textarea
          aria-label={t("admin.offers.notes")}
          placeholder={t("admin.offers.notes")}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          className="min-w-64 flex-1"
        />
        <Button size="small" variant="secondary" onClick={() => save({ notes })}>
          {t("admin.feedback.save")}
        </Button>
        <Button size="small" disabled={closed} onClick={onSendOffer}>
          {t("admin.offers.send.open")}
        </Button>
      </div>
    </li>
  )
}

/** Custom-offer requests, newest first, by status. */
const OfferRequestsPage = () => {
  const { t, i18n } = useTranslation()
  const [status, setStatus] = useState<Status | "all">("all")
  const [requests, setRequests] = useState<OfferRequest[] | null>(null)
  // The shop's zone with its offset, as the server names it (said once under the title).
  const [zone, setZone] = useState("UTC")
  const [sending, setSending] = useState<OfferRequest | null>(null)
  const load = useCallback(() => {
    adminFetch<{ offer_requests: OfferRequest[]; zone_label: string }>(
      `/admin/offer-requests?limit=50${status === "all" ? "" : `&status=${status}`}`,
      apiLocale(i18n.language),
    )
      .then(({ offer_requests, zone_label }) => {
        setZone(zone_label)
        setRequests(offer_requests)
      })
      .catch((error: Error) => toast.error(t("admin.feedback.error", { message: error.message })))
  }, [status, t, i18n.language])
  useEffect(() => {
    setRequests(null)
    load()
  }, [load])
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">{t("admin.offers.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("admin.format.shop_zone_note", { zone })}
        </Text>
      </div>
      <TeamCounters refresh={requests} />
      <Tabs value={status} onValueChange={(v) => setStatus(v as Status | "all")}>
        <Tabs.List className="px-6 py-2">
          <Tabs.Trigger value="all">{t("admin.offers.all")}</Tabs.Trigger>
          {STATUSES.map((s) => (
            <Tabs.Trigger key={s} value={s}>
              {t(`admin.offers.status.${s}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs>
      {requests === null ? (
        <Text className="px-6 py-4">{t("admin.feedback.loading")}</Text>
      ) : requests.length === 0 ? (
        <Text className="px-6 py-4">{t("admin.feedback.empty")}</Text>
      ) : (
        <ul>
          {requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              onChanged={load}
              onSendOffer={() => setSending(request)}
            />
          ))}
        </ul>
      )}
      <SendOfferDrawer
        request={sending}
        locale={apiLocale(i18n.language)}
        onClose={() => setSending(null)}
        onSent={() => {
          setSending(null)
          toast.success(t("admin.offers.send.done"))
          load()
        }}
      />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "admin.offers.title",
  translationNs: "translation",
  icon: DocumentText,
})

export default OfferRequestsPage
