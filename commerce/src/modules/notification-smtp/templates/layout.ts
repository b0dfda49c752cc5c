import type { Locale } from "@sendero/shared/locales"
import { COPY } from "./copy"

/** Escapes text for MJML/HTML; every value from data goes through it. */
export function esc(value: string | number) {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
}

/** A paragraph of body text. */
export const text = (content: string) =>
  `<mj-text font-size="15px" line-height="22px">${esc(content)}</mj-text>`

/** A call-to-action button. */
export const button = (label: string, href: string) =>
  `<mj-button background-color="#b45309" color="#ffffff" font-weight="600" href="${esc(href)}">${esc(label)}</mj-button>`

/** Label and value rows, skipping empty values. */
export function facts(rows: [string, string | null | undefined][]) {
  const body = rows
    .filter(([, value]) => value)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#57534e;vertical-align:top;white-space:nowrap">${esc(label)}</td><td style="padding:4px 0;color:#1c1917">${esc(value!)}</td></tr>`,
    )
    .join("")
  return `<mj-table font-size="14px" line-height="20px">${body}</mj-table>`
}

/** The frame every e-mail shares: brand, the sections given, footer. */
export function frame(locale: Locale, title: string, sections: string[]) {
  const copy = COPY[locale]
  return `<mjml lang="${locale}">
  <mj-head>
    <mj-title>${esc(title)}</mj-title>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text color="#1c1917" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f5f5f4">
    <mj-section padding="24px 0 8px"><mj-column><mj-text font-size="22px" font-weight="700" color="#b45309">${esc(copy.brand)}</mj-text></mj-column></mj-section>
    ${sections.join("\n    ")}
    <mj-section padding="8px 0 24px"><mj-column><mj-text font-size="12px" color="#78716c">${esc(copy.footer)}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`
}

/** A white card section holding MJML column content. */
export const card = (content: string) =>
  `<mj-section background-color="#ffffff" border-radius="8px" padding="16px"><mj-column>${content}</mj-column></mj-section>`

/** A spacer section between cards. */
export const gap = () => `<mj-section padding="6px 0"><mj-column></mj-column></mj-section>`
