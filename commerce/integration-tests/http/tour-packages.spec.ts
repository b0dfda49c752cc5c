import path from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { seedStore } from "../../src/scripts/seed/base"
import { packageSpecs, readDatasetPackages, SINGLE_ROOM } from "../../src/scripts/seed/packages"
import { writeCatalogue } from "../../src/scripts/seed/write-catalogue"
import { dayFromToday, seedFixtures, storeApi } from "../fixtures"

jest.setTimeout(120_000)

/** The first tour package of the content dataset, as the seed sells it. */
const [PACKAGE] = packageSpecs(readDatasetPackages(path.resolve(__dirname, "../../../cms/dataset")))

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { get, post, newCart } = storeApi(api, () => headers)
    const slot = (id: string) =>
      (container.resolve(BOOKING_MODULE) as BookingModuleService).retrieveSlot(id)

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      const { salesChannelId } = await seedStore(container, "eur")
      await writeCatalogue(container, [PACKAGE], { salesChannelId, days: 14 })
    })

    /** The first day within two weeks on which the package departs, with its options. */
    async function firstDeparture() {
      const { data } = await get(
        `/store/experiences/${PACKAGE.handle}/availability?from=${dayFromToday(1)}&to=${dayFromToday(14)}`,
      )
      const departure = data.days.find((d: { status: string }) => d.status === "available")
      return (await get(`/store/experiences/${PACKAGE.handle}/availability/${departure.date}`)).data
    }

    it("sells a departure per traveller and band, with the single-room supplement per traveller", async () => {
      const day = await firstDeparture()
      const [option] = day.options
      const adult = option.age_bands.find((b: { band: string }) => b.band === "adult").price
      const supplement = option.extras.find((x: { code: string }) => x.code === SINGLE_ROOM)
      expect(supplement).toMatchObject({
        per: "person",
        title: expect.stringMatching(/habitación individual/),
      })
      expect(option.slots).toHaveLength(1)
      expect(option.slots[0]).toMatchObject({
        start_time: "09:00",
        seats_left: PACKAGE.options[0].schedules[0].capacity,
      })

      const cartId = await newCart()
      const added = await post(`/store/carts/${cartId}/bookings`, {
        slot_id: option.slots[0].id,
        travellers: { adult: 2 },
        extras: [{ code: SINGLE_ROOM }],
      })
      expect(added.status).toBe(201)
      expect(added.data.cart.total).toBe(2 * adult + 2 * supplement.price)
      expect(await slot(option.slots[0].id)).toMatchObject({ held: 2 })
    })

    it("never holds more seats than a departure has, whoever asks", async () => {
      const day = await firstDeparture()
      const slotId: string = day.options[0].slots[0].id
      const capacity = PACKAGE.options[0].schedules[0].capacity
      const first = await post(`/store/carts/${await newCart()}/bookings`, {
        slot_id: slotId,
        travellers: { adult: capacity - 1 },
      })
      expect(first.status).toBe(201)
      const racers = await Promise.all(
        [1, 2, 3].map(async () =>
          post(`/store/carts/${await newCart()}/bookings`, {
            slot_id: slotId,
            travellers: { adult: 1 },
          }),
        ),
      )
      expect(racers.filter((r) => r.status === 201)).toHaveLength(1)
      expect(racers.filter((r) => r.status === 409)).toHaveLength(2)
      const after = await slot(slotId)
      expect(after.held + after.booked).toBe(capacity)
    })
  },
})
