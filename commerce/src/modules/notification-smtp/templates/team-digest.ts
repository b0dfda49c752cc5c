import type { Locale } from "@sendero/shared/locales"
import type { TemplateData } from "../types"
import { formatInstant } from "./copy"
import { card, facts, frame, gap, text } from "./layout"

/** The words of the team's digest (written in Spanish, the team's language; English kept beside it). */
export const TEAM_DIGEST_COPY = {
  es: {
    subject: (n: number) =>
      n === 1 ? "1 novedad para el equipo" : `${n} novedades para el equipo`,
    intro: "Esto ha llegado desde el último aviso:",
    review: "Reseña por moderar",
    offer: "Solicitud de oferta",
    message: "Mensaje de contacto",
    stars: (n: number) => `${n}/5`,
    waiting: "Pendiente en total",
    pendingReviews: "Reseñas por moderar",
    openOffers: "Solicitudes de oferta abiertas",
    unansweredMessages: "Mensajes sin responder",
  },
  en: {
    subject: (n: number) => (n === 1 ? "1 new item for the team" : `${n} new items for the team`),
    intro: "This arrived since the last notice:",
    review: "Review to moderate",
    offer: "Custom-offer request",
    message: "Contact message",
    stars: (n: number) => `${n}/5`,
    waiting: "Waiting in all",
    pendingReviews: "Reviews to moderate",
    openOffers: "Open offer requests",
    unansweredMessages: "Unanswered messages",
  },
} satisfies Record<Locale, unknown>

/** To the support inbox: what arrived since the last digest (one line each) and the team's counters. */
export function teamDigestMail(d: TemplateData<"team-digest">) {
  const copy = TEAM_DIGEST_COPY[d.locale]
  const subject = copy.subject(d.items.length)
  const line = (item: TemplateData<"team-digest">["items"][number]) =>
    [
      formatInstant(item.at, d.timezone, d.locale),
      `${copy[item.kind]} ${item.reference}`,
      item.name,
      item.about,
      item.rating === null ? null : copy.stars(item.rating),
    ]
      .filter(Boolean)
      .join(" · ")
  const counts: [string, string][] = [
    [copy.pendingReviews, String(d.counts.pending_reviews)],
    [copy.openOffers, String(d.counts.open_offers)],
    [copy.unansweredMessages, String(d.counts.unanswered_messages)],
  ]
  const lines = d.items.map(line)
  return {
    subject,
    mjml: frame(d.locale, subject, [
      card(text(copy.intro) + lines.map(text).join("")),
      gap(),
      card(text(copy.waiting) + facts(counts)),
    ]),
    text: [
      copy.intro,
      lines.map((l) => `- ${l}`).join("\n"),
      `${copy.waiting}:\n${counts.map(([k, v]) => `${k}: ${v}`).join("\n")}`,
    ].join("\n\n"),
    vouchers: [],
  }
}
