import { instantOf, localParts } from "./local-time"

/** The slice of knex this needs (the container's PG_CONNECTION). */
type Pg = { raw: (sql: string, bindings?: unknown[]) => Promise<{ rows: any[] }> }

const CHUNK = 5000

/**
 * Slots written while the database converted zones (PostgreSQL's AT TIME
 * ZONE, whose tzdata can disagree with the runtime's, as for
 * Africa/Casablanca) may name an instant other than their local date and
 * time. The local fields are what the schedule said (09:00): each such slot's
 * start and end move to the instant lib/local-time.ts gives them, keeping its
 * length, and its local fields are read back from that instant. Returns how
 * many slots moved. Safe to run again.
 */
export async function realignSlotInstants(pg: Pg): Promise<number> {
  const { rows } = await pg.raw(
    `SELECT id, local_date, local_time, timezone, starts_at, ends_at FROM slot WHERE deleted_at IS NULL`,
  )
  const moved: {
    id: string
    starts_at: string
    ends_at: string
    local_date: string
    local_time: string
  }[] = []
  for (const r of rows) {
    const starts = instantOf(r.local_date, r.local_time, r.timezone)
    const old = new Date(r.starts_at)
    if (starts.getTime() === old.getTime()) continue
    const local = localParts(starts, r.timezone)
    const length = new Date(r.ends_at).getTime() - old.getTime()
    moved.push({
      id: r.id,
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + length).toISOString(),
      local_date: local.date,
      local_time: local.time,
    })
  }
  for (let i = 0; i < moved.length; i += CHUNK) {
    const chunk = moved.slice(i, i + CHUNK)
    // One JSON parameter: an array binding would be spread into a list of parameters.
    await pg.raw(
      `UPDATE slot s SET starts_at = m.starts_at, ends_at = m.ends_at, local_date = m.local_date,
                         local_time = m.local_time, updated_at = now()
         FROM jsonb_to_recordset(?::jsonb)
           AS m(id text, starts_at timestamptz, ends_at timestamptz, local_date text, local_time text)
        WHERE s.id = m.id`,
      [JSON.stringify(chunk)],
    )
  }
  return moved.length
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number)
  return h * 60 + m
}

/**
 * Pickup points stored with a clock time (meant for one start) get their
 * offset instead: the minutes from that time to the nearest start after it
 * among the experience's start time and its schedules' start times. Returns
 * how many experiences changed. Safe to run again.
 */
export async function pickupTimesToOffsets(pg: Pg): Promise<number> {
  const { rows } = await pg.raw(
    `SELECT e.id, e.start_time, e.pickup_points,
            coalesce(array_agg(DISTINCT t.value) FILTER (WHERE t.value IS NOT NULL), '{}') AS starts
       FROM experience e
       LEFT JOIN experience_option o ON o.experience_id = e.id AND o.deleted_at IS NULL
       LEFT JOIN schedule sc ON sc.option_id = o.id AND sc.deleted_at IS NULL
       LEFT JOIN LATERAL jsonb_array_elements_text(sc.start_times -> 'items') AS t(value) ON true
      WHERE e.deleted_at IS NULL
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(e.pickup_points -> 'items') p WHERE p ->> 'time' IS NOT NULL)
      GROUP BY e.id`,
  )
  for (const r of rows) {
    const starts = [r.start_time, ...r.starts].filter(Boolean).map(minutesOf)
    const items = (r.pickup_points?.items ?? []).map((p: Record<string, unknown>) => {
      if (typeof p.time !== "string") return p
      const { time, ...rest } = p
      const at = minutesOf(time)
      const gaps = starts
        .map((s: number) => (((s - at) % 1440) + 1440) % 1440)
        .filter((g: number) => g > 0)
      return {
        ...rest,
        minutes_before_start:
          typeof p.minutes_before_start === "number"
            ? p.minutes_before_start
            : gaps.length
              ? Math.min(...gaps)
              : 30,
      }
    })
    await pg.raw(
      `UPDATE experience SET pickup_points = ?::jsonb, updated_at = now() WHERE id = ?`,
      [JSON.stringify({ items }), r.id],
    )
  }
  return rows.length
}
