import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"

/**
 * Ids of the first `take` published reviews of each of these experiences, in
 * the order one experience's page lists them (newest first): one statement on
 * `IDX_review_handle_created_at`, however many reviews each has.
 */
export async function firstReviewIds(
  manager: EntityManager,
  handles: string[],
  take: number,
): Promise<string[]> {
  if (handles.length === 0) return []
  const rows: { id: string }[] = await manager.execute(
    `SELECT id
       FROM (SELECT id,
                    row_number() OVER (PARTITION BY handle ORDER BY created_at DESC, id DESC) AS n
               FROM review
              WHERE deleted_at IS NULL AND status = 'published' AND handle IN (?)) ranked
      WHERE n <= ?`,
    [handles, take],
  )
  return rows.map((row) => row.id)
}
