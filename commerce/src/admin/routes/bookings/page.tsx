import { defineRouteConfig } from "@medusajs/admin-sdk"
import { MagnifyingGlass } from "@medusajs/icons"
import { Button, Container, Heading, Input, Label, StatusBadge, Table, Text } from "@medusajs/ui"
import { useEffect, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { useAdminQuery } from "../../lib/api"
import {
  formatLocalDate,
  PAYMENT_COLOR,
  STATUS_COLOR,
  type DeskList,
} from "../../components/desk/types"

const PAGE = 20
const REFERENCE = /^SND[\s-]*[0-9A-Z]{8}$/i
const STATES = ["live", "checked_in", "cancelled"] as const
const PAYMENTS = ["unpaid", "paid", "partly_refunded", "refunded", "cancelled"] as const
const selectClass = "bg-ui-bg-field shadow-borders-base txt-compact-small h-8 rounded-md px-2"

/**
 * The booking desk: every booking, searched by reference, e-mail, lead
 * guest, experience or order number, by date, state and payment, a page at
 * a time. A reference typed and Enter opens its booking at once.
 */
const BookingsPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [typed, setTyped] = useState(params.get("q") ?? "")
  const offset = Number(params.get("offset") ?? 0) || 0
  const path = useMemo(() => {
    const query = new URLSearchParams()
    for (const key of ["q", "date", "state", "payment"]) {
      const value = params.get(key)
      if (value) query.set(key, value)
    }
    query.set("limit", String(PAGE))
    query.set("offset", String(offset))
    return `/admin/bookings?${query}`
  }, [params, offset])
  const { data, error, locale } = useAdminQuery<DeskList>(path)

  // A reference just searched and found opens its booking (find in at most two actions); the
  // answer must be this reference's (not the list still shown while it loads), and coming back
  // to the list (the browser's back button) does not open it again.
  const opening = useRef(false)
  useEffect(() => {
    const wanted = (params.get("q") ?? "").toUpperCase().replace(/[\s-]/g, "")
    const found = data?.count === 1 ? data.bookings[0] : null
    if (opening.current && found && found.reference.replace("-", "") === wanted) {
      opening.current = false
      navigate(`/bookings/${found.id}`)
    }
  }, [data, params, navigate])

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    if (!("offset" in changes)) next.delete("offset")
    setParams(next)
  }

  return (
    <Container className="flex flex-col gap-4 p-0">
      <div className="px-6 pt-4">
        <Heading level="h1">{t("admin.desk.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("admin.desk.hint")}
        </Text>
      </div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3 px-6"
        onSubmit={(e) => {
          e.preventDefault()
          opening.current = REFERENCE.test(typed.trim())
          set({ q: typed.trim() || null })
        }}
      >
        <div className="flex min-w-[280px] flex-1 flex-col gap-1">
          <Label htmlFor="desk-q">{t("admin.desk.search")}</Label>
          <Input
            id="desk-q"
            type="search"
            autoFocus
            value={typed}
            placeholder={t("admin.desk.search_placeholder")}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="desk-date">{t("admin.desk.date")}</Label>
          <Input
            id="desk-date"
            type="date"
            value={params.get("date") ?? ""}
            onChange={(e) => set({ date: e.target.value || null })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="desk-state">{t("admin.desk.state")}</Label>
          <select
            id="desk-state"
            className={selectClass}
            value={params.get("state") ?? ""}
            onChange={(e) => set({ state: e.target.value || null })}
          >
            <option value="">{t("admin.desk.any")}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.desk.status_${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="desk-payment">{t("admin.desk.payment")}</Label>
          <select
            id="desk-payment"
            className={selectClass}
            value={params.get("payment") ?? ""}
            onChange={(e) => set({ payment: e.target.value || null })}
          >
            <option value="">{t("admin.desk.any")}</option>
            {PAYMENTS.map((p) => (
              <option key={p} value={p}>
                {t(`admin.desk.payment_${p}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="small">
          {t("admin.desk.search")}
        </Button>
        <Button
          type="button"
          size="small"
          variant="transparent"
          onClick={() => {
            setTyped("")
            setParams(new URLSearchParams())
          }}
        >
          {t("admin.desk.clear")}
        </Button>
      </form>
      {error && (
        <Text role="alert" className="px-6 text-ui-fg-error">
          {error}
        </Text>
      )}
      {data && !data.bookings.length && (
        <Text className="px-6 pb-4 text-ui-fg-subtle">{t("admin.desk.empty")}</Text>
      )}
      {!!data?.bookings.length && (
        <>
          <Table>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("admin.desk.reference")}</Table.HeaderCell>
                <Table.HeaderCell>{t("admin.desk.experience")}</Table.HeaderCell>
                <Table.HeaderCell>{t("admin.desk.when_zone")}</Table.HeaderCell>
                <Table.HeaderCell>{t("admin.desk.lead_guest")}</Table.HeaderCell>
                <Table.HeaderCell>{t("admin.desk.party")}</Table.HeaderCell>
                <Table.HeaderCell>{t("admin.desk.state")}</Table.HeaderCell>
                <Table.HeaderCell>{t("admin.desk.payment")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.bookings.map((b) => (
                <Table.Row
                  key={b.id}
                  data-reference={b.reference}
                  className="cursor-pointer"
                  onClick={() => navigate(`/bookings/${b.id}`)}
                >
                  <Table.Cell className="font-mono">
                    <Link
                      className="text-ui-fg-interactive"
                      to={`/bookings/${b.id}`}
                      onClick={(e) => e.stopPropagation()}
                    >
                      {b.reference}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    <div className="flex flex-col">
                      <span>{b.experience}</span>
                      <span className="text-ui-fg-subtle">{b.option}</span>
                    </div>
                  </Table.Cell>
                  <Table.Cell>
                    {formatLocalDate(b.local_date, locale)} · {b.local_time}
                  </Table.Cell>
                  <Table.Cell>
                    <div className="flex flex-col">
                      <span>{b.lead_guest}</span>
                      <span className="text-ui-fg-subtle">{b.email}</span>
                    </div>
                  </Table.Cell>
                  <Table.Cell>{b.party_text || b.seats}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge color={STATUS_COLOR[b.status]}>
                      {t(`admin.desk.status_${b.status}`)}
                    </StatusBadge>
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge color={PAYMENT_COLOR[b.payment]}>
                      {t(`admin.desk.payment_${b.payment}`)}
                    </StatusBadge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <div className="flex items-center justify-between px-6 pb-4">
            <Text size="small" className="text-ui-fg-subtle">
              {t("admin.desk.page", {
                from: data.offset + 1,
                to: data.offset + data.bookings.length,
                count: data.count,
              })}
            </Text>
            <div className="flex gap-2">
              <Button
                size="small"
                variant="secondary"
                disabled={offset === 0}
                onClick={() => set({ offset: String(Math.max(0, offset - PAGE)) })}
              >
                {t("admin.desk.previous")}
              </Button>
              <Button
                size="small"
                variant="secondary"
                disabled={offset + PAGE >= data.count}
                onClick={() => set({ offset: String(offset + PAGE) })}
              >
                {t("admin.desk.next")}
              </Button>
            </div>
          </div>
        </>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "admin.desk.title",
  translationNs: "translation",
  icon: MagnifyingGlass,
})

export default BookingsPage
