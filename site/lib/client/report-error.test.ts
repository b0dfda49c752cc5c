import { afterEach, describe, expect, it, vi } from "vitest"

vi.mock("astro:env/client", () => ({ PUBLIC_SENTRY_DSN: undefined }))

const { reportFetchFailure } = await import("./report-error")
const { ApiError, toUiError } = await import("./errors")

describe("reportFetchFailure", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("posts an envelope to the DSN's endpoint in a browser", () => {
    const fetch = vi.fn(() => Promise.resolve(new Response("{}")))
    vi.stubGlobal("window", {})
    vi.stubGlobal("location", { pathname: "/cart" })
    vi.stubGlobal("fetch", fetch)
    reportFetchFailure(
      { status: 500, code: "unknown_error", message: "boom" },
      "http://k@127.0.0.1:1/5",
    )
    expect(fetch).toHaveBeenCalledWith(
      "http://127.0.0.1:1/api/5/envelope/?sentry_key=k&sentry_version=7",
      expect.objectContaining({
        method: "POST",
        keepalive: true,
        body: expect.stringContaining('"status_code":500'),
      }),
    )
  })

  it("does nothing without a DSN, outside a browser or for a 4xx", () => {
    const fetch = vi.fn()
    vi.stubGlobal("fetch", fetch)
    reportFetchFailure({ status: 500, code: "x", message: "boom" }, "http://k@127.0.0.1:1/5")
    vi.stubGlobal("window", {})
    vi.stubGlobal("location", { pathname: "/cart" })
    reportFetchFailure({ status: 500, code: "x", message: "boom" })
    reportFetchFailure(
      { status: 409, code: "sold_out", message: "Sold out" },
      "http://k@127.0.0.1:1/5",
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it("is what the error normaliser calls, with nothing set up it stays silent", () => {
    const fetch = vi.fn()
    vi.stubGlobal("window", {})
    vi.stubGlobal("location", { pathname: "/cart" })
    vi.stubGlobal("fetch", fetch)
    expect(toUiError(new ApiError(0, null), "Oops")).toMatchObject({
      status: 0,
      code: "network_error",
      message: "Oops",
      generic: true,
    })
    expect(fetch).not.toHaveBeenCalled()
  })
})
