import { describe, expect, it } from "vitest"
import type { MedusaRequest } from "@medusajs/framework/http"
import { clientAddress } from "./client-address"

const request = (headers: Record<string, string>, remoteAddress = "10.0.0.5") =>
  ({
    socket: { remoteAddress },
    get: (name: string) => headers[name.toLowerCase()],
  }) as unknown as MedusaRequest

describe("clientAddress", () => {
  it("believes the forwarded address only with the proxy's secret", () => {
    expect(
      clientAddress(
        request({ "x-forwarded-for": "203.0.113.9", "x-sendero-proxy": "s3cret" }),
        "s3cret",
      ),
    ).toBe("203.0.113.9")
  })

  it("counts a direct caller by its connection, whatever it claims", () => {
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.9" }), "s3cret")).toBe("10.0.0.5")
    expect(
      clientAddress(
        request({ "x-forwarded-for": "203.0.113.9", "x-sendero-proxy": "guess" }),
        "s3cret",
      ),
    ).toBe("10.0.0.5")
    expect(
      clientAddress(request({ "x-forwarded-for": "203.0.113.9", "x-sendero-proxy": "" }), ""),
    ).toBe("10.0.0.5")
  })
})
