import type {
  Logger,
  ProviderSendNotificationDTO,
  ProviderSendNotificationResultsDTO,
} from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import nodemailer, { type Transporter } from "nodemailer"
import { renderMail } from "./render"
import { isTemplateName } from "./types"

/** Options of the SMTP provider (medusa-config). */
export type SmtpOptions = {
  /** smtp://user:pass@host:port or smtps://… */
  url: string
  /** Sender, e.g. "Sendero <reservas@example.com>". */
  from: string
  /** Milliseconds to wait before each retry of a failed send. */
  retry_delays?: number[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends Sendero's e-mail over SMTP with nodemailer. A failed send is retried
 * after each of `retry_delays` and every failure is logged; when all attempts
 * fail the error reaches the notification module, which records the
 * notification as failed (never lost silently). Idempotency is the
 * notification module's `idempotency_key`: callers always pass one.
 */
class SmtpNotificationService extends AbstractNotificationProviderService {
  static identifier = "notification-smtp"
  private readonly transporter: Transporter
  private readonly logger: Logger

  constructor(
    { logger }: { logger: Logger },
    private readonly options: SmtpOptions,
  ) {
    super()
    this.logger = logger
    this.transporter = nodemailer.createTransport(options.url)
  }

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.url !== "string" || !/^smtps?:\/\//.test(options.url)) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "notification-smtp needs an smtp:// url",
      )
    }
    if (typeof options.from !== "string" || !options.from) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "notification-smtp needs a from address",
      )
    }
  }

  async send(
    notification: ProviderSendNotificationDTO,
  ): Promise<ProviderSendNotificationResultsDTO> {
    if (!isTemplateName(notification.template)) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `Unknown e-mail template "${notification.template}"`,
      )
    }
    const mail = await renderMail(notification.template, notification.data)
    const message = {
      from: notification.from || this.options.from,
      to: notification.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments,
    }
    const delays = this.options.retry_delays ?? [1000, 5000, 30000]
    for (let attempt = 0; ; attempt++) {
      try {
        const info = await this.transporter.sendMail(message)
        return { id: info.messageId }
      } catch (error) {
        const last = attempt >= delays.length
        this.logger.warn(
          `E-mail "${notification.template}" to ${notification.to} failed (attempt ${attempt + 1} of ${delays.length + 1}${last ? ", giving up" : ""}): ${(error as Error).message}`,
        )
        if (last) throw error
        await sleep(delays[attempt])
      }
    }
  }
}

export default SmtpNotificationService
