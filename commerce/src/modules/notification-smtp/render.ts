import { MedusaError } from "@medusajs/framework/utils"
import mjml2html from "mjml"
import QRCode from "qrcode"
import { isTemplateName, TEMPLATE_DATA, type TemplateName } from "./types"
import { RENDERERS } from "./templates"
import { qrCid } from "./templates/voucher"

/** A finished e-mail: subject, HTML, plain text and inline images. */
export type RenderedMail = {
  subject: string
  html: string
  text: string
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[]
}

/**
 * Renders a known template with its data (validated against the template's
 * schema). An unknown template or data that does not fit is refused, so a
 * typo never sends a blank e-mail.
 */
export async function renderMail(template: string, data: unknown): Promise<RenderedMail> {
  if (!isTemplateName(template)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Unknown e-mail template "${template}"`)
  }
  const parsed = TEMPLATE_DATA[template].safeParse(data ?? {})
  if (!parsed.success) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Data of e-mail template "${template}" does not fit: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    )
  }
  const render = RENDERERS[template as TemplateName] as (
    d: unknown,
  ) => ReturnType<(typeof RENDERERS)[TemplateName]>
  const draft = render(parsed.data)
  const { html, errors } = await mjml2html(draft.mjml, { validationLevel: "strict" })
  if (errors.length) {
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      `E-mail template "${template}" is not valid MJML: ${errors[0].formattedMessage}`,
    )
  }
  const attachments = await Promise.all(
    draft.vouchers.map(async (v) => ({
      filename: `${v.reference}.png`,
      content: await QRCode.toBuffer(v.reference, {
        type: "png",
        errorCorrectionLevel: "M",
        margin: 2,
        width: 320,
      }),
      cid: qrCid(v.reference),
      contentType: "image/png",
    })),
  )
  return { subject: draft.subject, html, text: draft.text, attachments }
}
