import { describe, expect, it } from "vitest"
import { envelopeUrl, fetchFailureEnvelope } from "./error-envelope"

const DSN = "http://publickey@127.0.0.1:9999/42"

describe("envelopeUrl", () => {
  it("is the service's envelope endpoint for the DSN's project and key", () => {
    expect(envelopeUrl(DSN)).toBe(
      "http://127.0.0.1:9999/api/42/envelope/?sentry_key=publickey&sentry_version=7",
    )
    expect(envelopeUrl("https://k@o1.ingest.example.io/sub/7")).toBe(
      "https://o1.ingest.example.io/sub/api/7/envelope/?sentry_key=k&sentry_version=7",
    )
    expect(envelopeUrl("not a dsn")).toBeNull()
  })
})

describe("fetchFailureEnvelope", () => {
  it("is a Sentry envelope with the status and response data, without personal data", () => {
    const envelope = fetchFailureEnvelope(
      DSN,
      {
        status: 503,
        code: "database_unavailable",
        message: "Service unavailable",
        url: "/store/carts/cart_1/bookings?email=ana@example.com",
        response: {
          message: "No se pudo reservar para ana@example.com",
          customer: { phone: "+34 612 345 678" },
        },
      },
      { now: Date.UTC(2026, 10, 22), page: "/en/cart?x=1" },
    )!
    const [header, item, payload] = envelope.split("\n").map((line) => JSON.parse(line))
    expect(header).toMatchObject({
      dsn: DSN,
      sent_at: "2026-11-22T00:00:00.000Z",
      event_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    expect(item).toEqual({ type: "event" })
    expect(payload).toMatchObject({
      event_id: header.event_id,
      level: "error",
      message: "Fetch failed (503): database_unavailable: Service unavailable",
      request: { url: "/en/cart" },
      contexts: { response: { status_code: 503, url: "/store/carts/cart_1/bookings" } },
    })
    expect(envelope).not.toMatch(/ana@example|612 345 678/)
  })

  it("reports network failures, and skips 4xx answers and ignored messages", () => {
    expect(
      fetchFailureEnvelope(DSN, { status: 0, code: "network_error", message: "Failed to fetch" }),
    ).not.toBeNull()
    expect(
      fetchFailureEnvelope(DSN, { status: 409, code: "sold_out", message: "Sold out" }),
    ).toBeNull()
    expect(
      fetchFailureEnvelope(DSN, {
        status: 0,
        code: "network_error",
        message: "AbortError: aborted",
      }),
    ).toBeNull()
  })
})
