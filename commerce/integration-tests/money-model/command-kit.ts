import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import fc from "fast-check"
import type { Model, Real } from "./world"

/*
 * What every action of the model-based money test is built with: its type, the picks by index
 * (taken modulo what exists when it runs), the order payments it reads, and the counted
 * weighting each action list (commands.ts and its siblings) is made of.
 */

export type Cmd = fc.AsyncCommand<Model, Real>

export const pick = <T>(list: T[], index: number) =>
  list.length ? list[index % list.length] : undefined
export const openCarts = (m: Model) => m.carts.filter((c) => !c.orderId)
export const ordered = (m: Model) => m.carts.filter((c) => c.orderId)

export const index = fc.nat({ max: 7 })

export const liveOrders = (m: Model) => m.carts.filter((c) => c.orderId && !c.operatorCancelled)
export const laterOrders = (m: Model) => liveOrders(m).filter((c) => c.method === "later")

/** The order's payments as Medusa recorded them. */
export async function payments(r: Real, orderId: string) {
  const { data } = await r.container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "payment_collections.payments.id",
      "payment_collections.payments.amount",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
      "payment_collections.payments.refunds.amount",
    ],
    filters: { id: orderId },
  })
  return ((data[0] as any)?.payment_collections ?? []).flatMap(
    (c: any) => c.payments ?? [],
  ) as any[]
}

/** Counts the runs of each action (a skipped one does not count) for the summary line. */
class Counted implements Cmd {
  constructor(readonly inner: Cmd) {}
  check = (m: Readonly<Model>) => this.inner.check(m)
  async run(m: Model, r: Real) {
    const name = this.inner.constructor.name
    m.ran[name] = (m.ran[name] ?? 0) + 1
    const started = Date.now()
    await this.inner.run(m, r)
    r.trail.push(`  ${this.inner} took ${Date.now() - started} ms`)
  }
  toString = () => this.inner.toString()
}

export const action = <T extends Cmd>(weight: number, arbitrary: fc.Arbitrary<T>) => ({
  weight,
  arbitrary: arbitrary.map((command) => new Counted(command) as Cmd),
})
