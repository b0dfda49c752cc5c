import type { Locale } from "./messages"

type Params = Record<string, string | number>

/**
 * Notices of an admin action whose e-mail could not go out now (the mail
 * server did not answer): the action is done and kept, the e-mail is
 * retried automatically, and the admin is told in their own language.
 */
export const MAIL_MESSAGES = {
  mail_not_sent: {
    es: (p) =>
      `Hecho, pero el correo a ${p.to} no se ha podido enviar ahora (el servidor de correo no responde). Lo reintentaremos automáticamente cada 10 minutos durante 24 horas.`,
    en: (p) =>
      `Done, but the e-mail to ${p.to} could not be sent now (the mail server is not answering). We will retry it automatically every 10 minutes for 24 hours.`,
  },
  payment_link_mail_not_sent: {
    es: (p) =>
      `El enlace de pago está creado, pero el correo a ${p.to} no se ha podido enviar ahora (el servidor de correo no responde). Lo reintentaremos automáticamente; mientras tanto puedes copiar el enlace y enviárselo tú: ${p.url}`,
    en: (p) =>
      `The payment link is ready, but the e-mail to ${p.to} could not be sent now (the mail server is not answering). We will retry it automatically; meanwhile you can copy the link and send it yourself: ${p.url}`,
  },
} satisfies Record<string, Record<Locale, (p: Params) => string>>
