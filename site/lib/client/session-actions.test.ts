import { afterEach, describe, expect, it, vi } from "vitest"

vi.mock("astro:env/client", () => ({ PUBLIC_MEDUSA_PUBLISHABLE_KEY: "pk_test" }))

const { $session } = await import("../../stores/session")
const { knownSession } = await import("./session-actions")

describe("knownSession (pages that need an account ask it before their reads)", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    $session.set(undefined)
  })

  it("asks the API once for every island that asks meanwhile, then answers from the store", async () => {
    const fetch = vi.fn(async () => Response.json({ customer: null }))
    vi.stubGlobal("fetch", fetch)
    const [header, orders] = await Promise.all([knownSession("es"), knownSession("es")])
    expect(header).toBeNull()
    expect(orders).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain("/store/session")
    // A visitor is known now: the orders page sends them to the login with no request at all.
    expect(await knownSession("es")).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("answers a signed-in traveller the header already knows without a request", async () => {
    const fetch = vi.fn()
    vi.stubGlobal("fetch", fetch)
    const customer = { id: "cus_01TEST", email: "a@b.c", first_name: "Ana", last_name: null }
    $session.set(customer)
    expect(await knownSession("en")).toEqual(customer)
    expect(fetch).not.toHaveBeenCalled()
  })
})
