import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { StripeEvent } from "./models/stripe-event"

type Ctx = Context<EntityManager>

export type RecordStripeEventInput = {
  id: string
  type: string
  object_id: string
  checkout_session_id: string | null
}

/** Stripe events received by /hooks/stripe, each id once. */
class PaymentEventModuleService extends MedusaService({ StripeEvent }) {
  /**
   * Records an event unless its id is known; true when it is new. One
   * statement, so two servers receiving the same event at the same instant
   * cannot both record it.
   */
  @InjectManager()
  async recordOnce(
    input: RecordStripeEventInput,
    @MedusaContext() ctx: Ctx = {},
  ): Promise<boolean> {
    const rows: unknown[] = await ctx.manager!.execute(
      `INSERT INTO stripe_event (id, type, object_id, checkout_session_id)
       VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [input.id, input.type, input.object_id, input.checkout_session_id],
    )
    return rows.length > 0
  }

  /** Notes the outcome of one processing attempt. */
  @InjectManager()
  async markAttempt(id: string, error: string | null, @MedusaContext() ctx: Ctx = {}) {
    await ctx.manager!.execute(
      `UPDATE stripe_event SET attempts = attempts + 1, last_error = ?,
         processed_at = CASE WHEN ? THEN now() ELSE processed_at END, updated_at = now()
       WHERE id = ?`,
      [error, error === null, id],
    )
  }

  /** Events accepted more than `olderThanSeconds` ago whose processing never finished. */
  @InjectManager()
  async listUnprocessed(olderThanSeconds: number, limit = 100, @MedusaContext() ctx: Ctx = {}) {
    return (await ctx.manager!.execute(
      `SELECT id, type, object_id, checkout_session_id FROM stripe_event
        WHERE processed_at IS NULL AND deleted_at IS NULL AND attempts < 20
          AND created_at < now() - (? * interval '1 second')
        ORDER BY created_at LIMIT ?`,
      [olderThanSeconds, limit],
    )) as RecordStripeEventInput[]
  }
}

export default PaymentEventModuleService
