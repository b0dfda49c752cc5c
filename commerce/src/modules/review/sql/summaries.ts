import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"

/** Published reviews of an experience: how many of each star, the count and the average. */
export type ReviewSummary = {
  /** Rounded to one decimal; null when there is no review. */
  average: number | null
  count: number
  distribution: Record<"1" | "2" | "3" | "4" | "5", number>
}

type Row = {
  handle: string
  count: number
  average: number | null
  r1: number
  r2: number
  r3: number
  r4: number
  r5: number
}

/** The summary of an experience without published reviews. */
export const emptySummary = (): ReviewSummary => ({
  average: null,
  count: 0,
  distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
})

/**
 * Summaries of the published reviews per handle, computed by the database in
 * one aggregate query. With `handles` only those (every handle asked for gets
 * an entry, empty when it has no review); without, every handle that has
 * reviews.
 */
export async function reviewSummaries(
  manager: EntityManager,
  handles?: string[],
): Promise<Map<string, ReviewSummary>> {
  const result = new Map<string, ReviewSummary>()
  if (handles && handles.length === 0) return result
  const rows: Row[] = await manager.execute(
    `SELECT handle,
            count(*)::int AS count,
            round(avg(rating), 1)::float8 AS average,
            (count(*) FILTER (WHERE rating = 1))::int AS r1,
            (count(*) FILTER (WHERE rating = 2))::int AS r2,
            (count(*) FILTER (WHERE rating = 3))::int AS r3,
            (count(*) FILTER (WHERE rating = 4))::int AS r4,
            (count(*) FILTER (WHERE rating = 5))::int AS r5
       FROM review
      WHERE deleted_at IS NULL AND status = 'published'
        ${handles ? "AND handle IN (?)" : ""}
      GROUP BY handle`,
    handles ? [handles] : [],
  )
  for (const handle of handles ?? []) result.set(handle, emptySummary())
  for (const row of rows) {
    result.set(row.handle, {
      average: row.average === null ? null : Number(row.average),
      count: row.count,
      distribution: { "1": row.r1, "2": row.r2, "3": row.r3, "4": row.r4, "5": row.r5 },
    })
  }
  return result
}

/** Which of these handles have any review at all (published or hidden). */
export async function reviewedHandles(
  manager: EntityManager,
  handles: string[],
): Promise<Set<string>> {
  if (handles.length === 0) return new Set()
  const rows: { handle: string }[] = await manager.execute(
    `SELECT DISTINCT handle FROM review WHERE deleted_at IS NULL AND handle IN (?)`,
    [handles],
  )
  return new Set(rows.map((row) => row.handle))
}
