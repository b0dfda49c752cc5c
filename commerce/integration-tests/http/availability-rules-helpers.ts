import type { MedusaContainer } from "@medusajs/framework/types"
import type { Locale } from "../../src/lib/i18n/messages"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { dayFromToday, DESERT_SAFARI, send, type storeApi } from "../fixtures"

type Http = {
  get: (url: string, config?: object) => Promise<any>
  post: (url: string, body?: object, config?: object) => Promise<any>
  delete: (url: string, config?: object) => Promise<any>
}

/**
 * What availability-rules.spec.ts asks the admin and the store about the safari's availability:
 * its calendar and schedules, one day's slots and status, and pay-later orders holding seats.
 * `world` is the running container and the signed-in admin's headers.
 */
export function availabilityRules(
  api: Http,
  store: ReturnType<typeof storeApi>,
  world: () => { container: MedusaContainer; admin: Record<string, string> },
) {
  const booking = () => world().container.resolve(BOOKING_MODULE) as BookingModuleService
  const as = (locale: Locale) => ({ headers: { ...world().admin, "accept-language": locale } })
  const adminGet = (url: string, locale: Locale = "es") => send(api.get(url, as(locale)))
  const adminPost = (url: string, body: object = {}, locale: Locale = "es") =>
    send(api.post(url, body, as(locale)))
  const adminDelete = (url: string, locale: Locale = "es") => send(api.delete(url, as(locale)))
  const base = `/admin/experiences/${DESERT_SAFARI.handle}`
  const calendar = async (from: number, to: number, option = "shared") =>
    (
      await adminGet(
        `${base}/slots?from=${dayFromToday(from)}&to=${dayFromToday(to)}&option_code=${option}`,
      )
    ).data
  const sharedSchedule = async () => (await calendar(0, 1)).experience.options[0].schedules[0]
  const slotsOn = async (day: number, option = "shared") =>
    ((await calendar(day, day, option)).slots as any[]).map((s) => ({
      time: s.local_time,
      status: s.status,
    }))
  const storeDay = async (day: number) =>
    (
      await store.get(
        `/store/experiences/${DESERT_SAFARI.handle}/availability?from=${dayFromToday(day)}&to=${dayFromToday(day)}`,
      )
    ).data.days[0]?.status

  /** A pay-later order of `adult` adults on the safari's first slot `offset` days ahead. */
  async function payLaterOrder(email: string, { offset = 3, adult = 2 } = {}) {
    const { cartId, slotId } = await store.cartWithBooking({ adult }, { offset })
    await store.post(`/store/carts/${cartId}`, {
      email,
      billing_address: { first_name: "Marta", last_name: "Gil" },
    })
    await store.payLater(cartId)
    const done = await store.post(`/store/carts/${cartId}/complete-booking`, {})
    expect(done.status).toBe(200)
    return { orderId: done.data.order.id as string, slotId }
  }
  return {
    booking,
    adminGet,
    adminPost,
    adminDelete,
    base,
    calendar,
    sharedSchedule,
    slotsOn,
    storeDay,
    payLaterOrder,
  }
}

/**
 * Weekly schedules have seasons: validity dates, several per option, overlaps refused in both
 * languages, removal.
 */
export async function expectScheduleSeasons(rules: ReturnType<typeof availabilityRules>) {
  const { adminPost, adminDelete, base, calendar, sharedSchedule, slotsOn } = rules
  const winter = await sharedSchedule()
  const summer = {
    option_code: "shared",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    start_times: ["09:00"],
    duration_minutes: 180,
    capacity: 10,
    valid_from: dayFromToday(5),
    valid_to: dayFromToday(30),
  }
  const overlap = await adminPost(`${base}/schedules`, summer)
  expect(overlap.status).toBe(400)
  expect(overlap.data).toMatchObject({
    code: "admin.slots.schedule_overlap",
    message: `Se solapa con otro horario semanal de esta opción (del ${dayFromToday(0)} al …) en los mismos días de la semana. Ajusta las fechas de validez o los días.`,
  })
  const overlapEn = await adminPost(`${base}/schedules`, summer, "en")
  expect(overlapEn.data.message).toBe(
    `It overlaps another weekly schedule of this option (${dayFromToday(0)} to …) on the same weekdays. Change the validity dates or the days.`,
  )

  // The winter timetable ends on day 4; the summer one runs from day 5.
  const ended = await adminPost(`/admin/schedules/${winter.id}`, { valid_to: dayFromToday(4) })
  expect(ended.status).toBe(200)
  expect(await slotsOn(5)).toEqual([])
  const created = await adminPost(`${base}/schedules`, summer)
  expect(created.status).toBe(201)
  expect(created.data.schedule).toMatchObject({
    valid_from: dayFromToday(5),
    valid_to: dayFromToday(30),
    capacity: 10,
  })
  expect(await slotsOn(7)).toEqual([{ time: "09:00", status: "open" }])
  expect((await slotsOn(4)).map((s) => s.time)).toEqual(["06:00", "15:30"])
  const listed = (await calendar(0, 1)).experience.options[0].schedules
  expect(listed.map((s: any) => [s.valid_from, s.valid_to])).toEqual(
    expect.arrayContaining([
      [dayFromToday(0), dayFromToday(4)],
      [dayFromToday(5), dayFromToday(30)],
    ]),
  )
  // Moving the winter timetable into the summer one is refused as well.
  const moved = await adminPost(
    `/admin/schedules/${winter.id}`,
    { valid_to: dayFromToday(10) },
    "en",
  )
  expect(moved).toMatchObject({ status: 400, data: { code: "admin.slots.schedule_overlap" } })
  // After the summer: a weekend timetable and a weekday one on the same dates do not overlap.
  const autumn = { ...summer, valid_from: dayFromToday(31), valid_to: null }
  expect((await adminPost(`${base}/schedules`, { ...autumn, weekdays: [5, 6] })).status).toBe(201)
  expect(
    (
      await adminPost(`${base}/schedules`, {
        ...autumn,
        weekdays: [0, 1, 2, 3, 4],
        start_times: ["17:00"],
      })
    ).status,
  ).toBe(201)
  const clash = await adminPost(
    `${base}/schedules`,
    { ...autumn, weekdays: [4], valid_from: dayFromToday(60) },
    "en",
  )
  expect(clash.data.message).toBe(
    `It overlaps another weekly schedule of this option (${dayFromToday(31)} to …) on the same weekdays. Change the validity dates or the days.`,
  )

  const removed = await adminDelete(`/admin/schedules/${created.data.schedule.id}`)
  expect(removed.status).toBe(200)
  expect(await slotsOn(7)).toEqual([])
  const gone = await adminDelete(`/admin/schedules/${created.data.schedule.id}`, "en")
  expect(gone).toMatchObject({
    status: 404,
    data: {
      code: "admin.slots.schedule_not_found",
      message: "This weekly schedule does not exist.",
    },
  })
}
