import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import type { ExperienceSpec } from "./types"

const BATCH = 100

type StoredPoint = { id: string; name: unknown }

/**
 * Gives a catalogue seeded before names had two languages its English names
 * (issue 27.1): a product without `metadata.title_en` gets its spec's, and
 * pickup points and meeting points stored with one Spanish string get the
 * spec's `{ es, en }`.
 * Everything else is left as it is; a second run changes nothing.
 */
export async function seedCatalogueNames(container: MedusaContainer, specs: ExperienceSpec[]) {
  const byHandle = new Map(specs.map((s) => [s.handle, s]))
  const products = container.resolve(Modules.PRODUCT)
  const listed = await products.listProducts(
    { handle: [...byHandle.keys()] },
    { select: ["id", "handle", "metadata"], take: null },
  )
  const titled = listed
    .filter((p) => typeof p.metadata?.title_en !== "string")
    .map((p) => ({
      id: p.id,
      metadata: { ...(p.metadata ?? {}), title_en: byHandle.get(p.handle)!.title_en },
    }))
  for (let i = 0; i < titled.length; i += BATCH)
    await products.upsertProducts(titled.slice(i, i + BATCH))

  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const experiences = await booking.listExperiences(
    { handle: [...byHandle.keys()] },
    { select: ["id", "handle", "pickup_points", "meeting_point"], take: null },
  )
  const named = experiences.flatMap((e) => {
    const items = ((e.pickup_points as { items?: StoredPoint[] } | null)?.items ??
      []) as StoredPoint[]
    const meeting = e.meeting_point as { name?: unknown; address?: string } | null
    const meetingOld = typeof meeting?.name === "string"
    if (!items.some((p) => typeof p.name === "string") && !meetingOld) return []
    const spec = byHandle.get(e.handle)!
    const name = String(meeting?.name ?? "")
    return [
      {
        id: e.id,
        ...(meetingOld
          ? {
              meeting_point: {
                ...meeting,
                name: spec.meeting_point?.name ?? { es: name, en: name },
              },
            }
          : {}),
        pickup_points: {
          items: items.map((p) =>
            typeof p.name === "string"
              ? {
                  ...p,
                  name: spec.pickup_points.find((s) => s.id === p.id)?.name ?? {
                    es: p.name,
                    en: p.name,
                  },
                }
              : p,
          ),
        },
      },
    ]
  })
  for (let i = 0; i < named.length; i += BATCH)
    await booking.updateExperiences(named.slice(i, i + BATCH))
  if (titled.length || named.length) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(
        `Catalogue names: ${titled.length} English titles, ${named.length} experiences' pickup points in both languages`,
      )
  }
  return { titled: titled.length, named: named.length }
}
