/**
 * The e2e journeys that take the first open day all book the skeleton experience's one evening
 * slot (12 seats), in parallel and within one hold's 45 minutes: a suite that grows would sell it
 * out and fail on a date that has nothing to do with what it tests. The e2e product gives the
 * skeleton's future slots room for the whole suite; a test that needs scarcity sets its slot's
 * capacity itself through the admin (journey-edges, booking-box).
 */
export async function roomForJourneys(
  databaseUrl,
  { handle = "senderismo-dunas-atardecer", seats = 80 } = {},
) {
  const { default: pgLib } = await import("pg")
  const client = new pgLib.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query(
      `UPDATE slot SET capacity = $2
        WHERE capacity < $2 AND starts_at > now() AND deleted_at IS NULL
          AND product_id IN (SELECT id FROM product WHERE handle = $1 AND deleted_at IS NULL)`,
      [handle, seats],
    )
    return rowCount
  } finally {
    await client.end()
  }
}
