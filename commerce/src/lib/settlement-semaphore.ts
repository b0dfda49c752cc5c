import { Semaphore } from "../modules/locking-postgres-expiring/semaphore"

/** Card settlements one process runs at once (the others wait their turn, in order). */
export const SETTLEMENTS_AT_ONCE = 4

/**
 * The process's card settlements (webhooks, return pages, reconcile runs,
 * payment links). A settlement holds its cart's lock for as long as it runs,
 * and the same cart's other settlement (the return page on one server, the
 * webhook on another) waits for that lock only so long (60 s) before giving
 * up with a 409. Our PostgreSQL locking admits half the database pool at a
 * time, but Medusa's Redis locking admits everyone: a burst of 200 paid
 * buyers ran 200 settlements at once per server over its ten connections,
 * each holding its lock for tens of seconds. With a few at a time, a lock is
 * held for one settlement's own duration; the queue before it is not a lock wait.
 */
export const settlements = new Semaphore(SETTLEMENTS_AT_ONCE)

const held = new Set<string>()

/**
 * Takes a turn of the process's settlement semaphore for a settlement run as a
 * workflow (its lock step takes it, its release step or the lock step's
 * compensation gives it back), under the settlement's own token:
 * `endSettlement` frees the turn once per token, so a release followed by
 * a compensation (the parent workflow failing later) never frees two.
 */
export async function startSettlement(token: string): Promise<void> {
  await settlements.take()
  held.add(token)
}

/** Gives back the turn `startSettlement` took for this token, once. */
export function endSettlement(token: string): void {
  if (held.delete(token)) settlements.give()
}
