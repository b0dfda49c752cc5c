import { describe, expect, it, vi } from "vitest"
import { ApiError, toUiError } from "./errors"

// Error reporting is off (no DSN): the normaliser's report is a no-op here.
vi.mock("astro:env/client", () => ({ PUBLIC_SENTRY_DSN: undefined }))

const FALLBACK = "Ups! Algo salió mal"

describe("toUiError", () => {
  it("shows a refusal as the API wrote it, with its code and params", () => {
    const error = new ApiError(409, {
      type: "conflict",
      code: "not_enough_seats",
      message: "Solo quedan 2 plazas",
      params: { remaining: 2 },
    })
    expect(toUiError(error, FALLBACK)).toEqual({
      status: 409,
      code: "not_enough_seats",
      message: "Solo quedan 2 plazas",
      params: { remaining: 2 },
      generic: false,
    })
  })

  it("shows the generic copy for outages, 5xx and anything unexpected", () => {
    expect(toUiError(new ApiError(0, {}), FALLBACK)).toMatchObject({
      code: "network_error",
      message: FALLBACK,
      generic: true,
    })
    expect(
      toUiError(new ApiError(500, { message: "boom", request_id: "r1" }), FALLBACK),
    ).toMatchObject({
      message: FALLBACK,
      generic: true,
    })
    expect(toUiError(new ApiError(502, "<html>"), FALLBACK)).toMatchObject({
      code: "unexpected",
      generic: true,
    })
    expect(toUiError(new TypeError("x"), FALLBACK)).toMatchObject({
      message: FALLBACK,
      generic: true,
    })
  })
})
