import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { readDeskQuery } from "../../src/lib/admin/desk-list"
import { searchBookings, type DeskSearch } from "../../src/modules/booking-desk/sql/search"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { send } from "../fixtures"
import { FIRST_NAMES, LARGE, LAST_NAMES, scans, type PlanNode } from "./desk-search-scale-data"

jest.setTimeout(600_000)

/** Bookings seeded (one order each), over this many experiences, each with two departures a day for 60 days. */
const BOOKINGS = Number(process.env.DESK_SCALE_BOOKINGS || 50_000)
const EXPERIENCES = 60
/** One lead guest nobody else shares, to find by a word of their name. */
const RARE = { index: 12_345, first: "Leocadia", last: "Villalobos" }

/**
 * The booking desk's search at 50,000 bookings: every way the desk finds a
 * booking (reference, e-mail, order number, a word of the lead guest's name,
 * an experience by a word of its title or its handle, a date) runs the
 * search's own SQL (sql/search.ts, both the page and its count) under
 * EXPLAIN ANALYZE, and no plan reads the bookings, orders or addresses
 * table from end to end: each is an index lookup. Timings are printed
 * beside a primary-key lookup of the same run, not asserted (the machine is
 * shared).
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const sql = (text: string, params: unknown[] = []) =>
      container
        .resolve(ContainerRegistrationKeys.PG_CONNECTION)
        .raw(text, params as any[])
        .then((r: { rows: Record<string, any>[] }) => r.rows)

    async function seed() {
      const started = Date.now()
      await sql(
        `INSERT INTO product (id, title, handle, status, metadata)
         SELECT 'prod_scale' || lpad(i::text, 22, '0'), 'Ruta del desierto ' || i, 'scale-route-' || i,
                'published', jsonb_build_object('title_en', 'Desert route ' || i)
           FROM generate_series(1, ${EXPERIENCES}) i`,
      )
      await sql(
        `INSERT INTO experience (id, product_id, handle, city, duration_minutes, timezone, cancellation_policy)
         SELECT 'exp_scale' || lpad(i::text, 23, '0'), 'prod_scale' || lpad(i::text, 22, '0'), 'scale-route-' || i,
                'Riyadh', 120, 'Asia/Riyadh', '{"type":"free","hours":24}'::jsonb
           FROM generate_series(1, ${EXPERIENCES}) i`,
      )
      await sql(
        `INSERT INTO experience_option (id, code, title, pricing_type, experience_id)
         SELECT 'opt_scale' || lpad(i::text, 23, '0'), 'shared', '{"es":"Compartido","en":"Shared"}'::jsonb,
                'per_person', 'exp_scale' || lpad(i::text, 23, '0')
           FROM generate_series(1, ${EXPERIENCES}) i`,
      )
      // Two departures a day for 60 days per experience (7,200 slots).
      await sql(
        `INSERT INTO slot (id, product_id, option_code, local_date, local_time, starts_at, ends_at, timezone,
                           capacity, booked, option_id)
         SELECT 'slot_scale_' || e || '_' || d || '_' || t, 'prod_scale' || lpad(e::text, 22, '0'), 'shared',
                to_char(date '2027-01-01' + d, 'YYYY-MM-DD'), CASE t WHEN 0 THEN '06:00' ELSE '16:00' END,
                (date '2027-01-01' + d + CASE t WHEN 0 THEN time '03:00' ELSE time '13:00' END) AT TIME ZONE 'UTC',
                (date '2027-01-01' + d + CASE t WHEN 0 THEN time '05:00' ELSE time '15:00' END) AT TIME ZONE 'UTC',
                'Asia/Riyadh', 1000, 0, 'opt_scale' || lpad(e::text, 23, '0')
           FROM generate_series(1, ${EXPERIENCES}) e, generate_series(0, 59) d, generate_series(0, 1) t`,
      )
      const first = `(ARRAY['${FIRST_NAMES.join("','")}'])[1 + i % ${FIRST_NAMES.length}]`
      const last = `(ARRAY['${LAST_NAMES.join("','")}'])[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`
      await sql(
        `INSERT INTO order_address (id, first_name, last_name, phone)
         SELECT 'oaddr_scale' || lpad(i::text, 20, '0'),
                CASE WHEN i = ${RARE.index} THEN '${RARE.first}' ELSE ${first} END,
                CASE WHEN i = ${RARE.index} THEN '${RARE.last}' ELSE ${last} END, '+34600000000'
           FROM generate_series(1, ${BOOKINGS}) i`,
      )
      await sql(
        `INSERT INTO "order" (id, display_id, email, status, currency_code, billing_address_id, created_at, updated_at)
         SELECT 'order_scale' || lpad(i::text, 20, '0'), 100000 + i, 'guest' || i || '@example.com', 'completed',
                'eur', 'oaddr_scale' || lpad(i::text, 20, '0'),
                now() - make_interval(mins => ${BOOKINGS} - i), now()
           FROM generate_series(1, ${BOOKINGS}) i`,
      )
      // One booking per order on a slot spread over every experience and day; one in ten cancelled.
      await sql(
        `INSERT INTO booking (id, order_id, cart_id, hold_id, seats, status, slot_id, travellers, created_at, updated_at)
         SELECT 'bkg_' || upper(substr(md5('scale' || i), 1, 26)), 'order_scale' || lpad(i::text, 20, '0'),
                'cart_scale' || i, 'hold_scale' || i, 2, CASE WHEN i % 10 = 0 THEN 'cancelled' ELSE 'confirmed' END,
                'slot_scale_' || (1 + i % ${EXPERIENCES}) || '_' || ((i / ${EXPERIENCES}) % 60) || '_' || (i / 7) % 2,
                '{"adult":2}'::jsonb, now() - make_interval(mins => ${BOOKINGS} - i), now()
           FROM generate_series(1, ${BOOKINGS}) i`,
      )
      for (const table of [
        "product",
        "experience",
        "experience_option",
        "slot",
        "order_address",
        '"order"',
        "booking",
      ])
        // As autovacuum leaves a table that grew by 50,000 rows: its statistics, and a GIN index's
        // own page counts (which only a vacuum updates; stale, they price the index as a scan).
        await sql(`VACUUM ANALYZE ${table}`)
      return Date.now() - started
    }

    /** Runs the desk's search SQL as the desk does, and the plan of each of its statements under EXPLAIN ANALYZE. */
    async function explainSearch(search: DeskSearch) {
      const plans: { plan: PlanNode; ms: number }[] = []
      const explaining = {
        execute: async (text: string, params: unknown[]) => {
          const [row] = await sql(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params)
          const [explained] = row["QUERY PLAN"]
          plans.push({ plan: explained.Plan, ms: explained["Execution Time"] })
          return sql(text, params)
        },
      }
      const found = await searchBookings(explaining as never, search)
      return { found, plans }
    }

    it(`finds any booking among ${BOOKINGS.toLocaleString("en")} by index lookups`, async () => {
      container = getContainer()
      const seeded = await seed()
      const [rare] = await sql(
        `SELECT b.id, o.display_id, o.email FROM booking b JOIN "order" o ON o.id = b.order_id
          WHERE o.billing_address_id = 'oaddr_scale' || lpad(?::text, 20, '0')`,
        [RARE.index],
      )
      const [day] = await sql(`SELECT local_date FROM slot WHERE id = 'slot_scale_7_30_1'`)
      const searches: Record<string, Partial<DeskSearch>> = {
        reference: readDeskQuery(`SND-${rare.id.slice(-8)}`),
        "e-mail": readDeskQuery(rare.email),
        "e-mail start": readDeskQuery("GUEST1234@Ex"),
        "order number": readDeskQuery(`#${rare.display_id}`),
        "lead guest": readDeskQuery(RARE.last),
        "lead guest, full name": readDeskQuery("Omar Khan"),
        "experience title": readDeskQuery("desierto 42"),
        "experience, English title": readDeskQuery("Desert route 17"),
        "experience handle": { handle: "scale-route-42" },
        date: { date: day.local_date },
        "date, live only": { date: day.local_date, state: "live" },
      }
      const timings: string[] = []
      const seqScans: string[] = []
      // The baseline: one booking by its primary key, in the same run.
      const baseline: number[] = []
      for (let i = 0; i < 5; i++) {
        const [row] = await sql(
          `EXPLAIN (ANALYZE, FORMAT JSON) SELECT * FROM booking WHERE id = ?`,
          [rare.id],
        )
        baseline.push(row["QUERY PLAN"][0]["Execution Time"])
      }
      const pk = baseline.sort((a, b) => a - b)[2]
      for (const [name, filter] of Object.entries(searches)) {
        const { found, plans } = await explainSearch({ limit: 20, offset: 0, ...filter })
        expect({ [name]: found.count > 0 }).toEqual({ [name]: true })
        if (
          name === "reference" ||
          name === "e-mail" ||
          name === "order number" ||
          name === "lead guest"
        )
          expect(found.rows.map((r) => r.booking_id)).toEqual([rare.id])
        for (const { plan } of plans) {
          for (const node of scans(plan)) {
            const table = node["Relation Name"] ?? ""
            if (!LARGE.includes(table)) continue
            if (node["Node Type"] === "Seq Scan") seqScans.push(`${name}: Seq Scan on ${table}`)
            // An index walked while filtering away most of the table is a scan too.
            if ((node["Rows Removed by Filter"] ?? 0) > BOOKINGS / 20)
              seqScans.push(
                `${name}: ${node["Index Name"] ?? table} read ${node["Rows Removed by Filter"]} rows it did not want`,
              )
          }
        }
        const ms = plans.reduce((t, p) => t + p.ms, 0)
        timings.push(`${name} ${ms.toFixed(1)} ms (${(ms / pk).toFixed(0)}x, ${found.count} found)`)
      }
      // And through the route, as the Bookings page asks (the order money of the page's 20 rows included).
      await ensureAdminUser(container, "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      const auth = { headers: { authorization: `Bearer ${login.data.token}` } }
      const routeMs: string[] = []
      for (const q of [`SND-${rare.id.slice(-8)}`, RARE.last, rare.email]) {
        const started = performance.now()
        const answer = await send(api.get(`/admin/bookings?q=${encodeURIComponent(q)}`, auth))
        routeMs.push(
          `${q.includes("@") ? "e-mail" : q.startsWith("SND") ? "reference" : "name"} ${(performance.now() - started).toFixed(0)} ms`,
        )
        expect(answer.status).toBe(200)
        expect(answer.data.bookings.map((b: { id: string }) => b.id)).toEqual([rare.id])
      }
      console.info(
        `desk search at ${BOOKINGS} bookings (seeded in ${seeded} ms); primary-key lookup ${pk.toFixed(2)} ms; ` +
          `page + count: ${timings.join("; ")}; route GET /admin/bookings: ${routeMs.join(", ")}`,
      )
      if (seqScans.length) {
        // What the planner had to work with, to say why it scanned.
        const indexes = await sql(
          `SELECT tablename, indexname FROM pg_indexes WHERE tablename IN ('booking', 'order', 'order_address')`,
        )
        const analysed = await sql(
          `SELECT relname, last_analyze FROM pg_stat_user_tables WHERE relname IN ('booking', 'order', 'order_address')`,
        )
        const stats = await sql(
          `SELECT tablename, attname, n_distinct FROM pg_stats WHERE tablename LIKE 'IDX_order_address%'`,
        )
        const texts: string[] = []
        await searchBookings(
          {
            execute: async (text: string, params: unknown[]) => {
              const rows = await sql(`EXPLAIN ${text}`, params)
              texts.push(rows.map((r) => r["QUERY PLAN"]).join("\n"))
              return sql(text, params)
            },
          } as never,
          { limit: 20, offset: 0, ...searches["lead guest"] },
        )
        console.info(`lead guest plans:\n${texts.join("\n----\n")}`)
        console.info(
          `indexes: ${indexes.map((i) => `${i.tablename}.${i.indexname}`).join(", ")}; analysed: ${JSON.stringify(analysed)}; stats: ${JSON.stringify(stats)}`,
        )
      }
      expect(seqScans).toEqual([])
    })
  },
})
