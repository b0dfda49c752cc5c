import { describe, expect, it } from "vitest"
import { assertNodeVersion, readSettings } from "./settings.mjs"

describe("readSettings", () => {
  it("defaults to the local embedded setup", () => {
    const s = readSettings("/repo", {})
    expect(s.mode).toBe("local")
    expect(s.ports).toEqual({
      postgres: 54329,
      medusa: 9000,
      site: 4321,
      mailSmtp: 1025,
      mailWeb: 1080,
    })
    expect(s.smtpUrl).toBeNull()
    expect(s.databaseUrl).toBeNull()
    expect(s.siteUrl).toBe("http://localhost:4321")
  })

  it("stops a production start that lacks its secrets, naming them", () => {
    expect(() => readSettings("/repo", { NODE_ENV: "production" })).toThrow(
      "Production mode needs DATABASE_URL, JWT_SECRET, COOKIE_SECRET, SMTP_URL, MAIL_FROM: set them in the environment (see .env.example)",
    )
    expect(() =>
      readSettings("/repo", {
        NODE_ENV: "production",
        DATABASE_URL: "postgres://db/x",
        JWT_SECRET: "a",
        COOKIE_SECRET: "b",
        SMTP_URL: "smtps://mail.example.com",
        MAIL_FROM: "Sendero <reservas@example.com>",
        STRIPE_API_KEY: "sk_live_x",
      }),
    ).toThrow("Production mode needs STRIPE_WEBHOOK_SECRET: set it in the environment")
  })

  it("uses the Stripe test double unless a Stripe key is set, and never in production", () => {
    expect(readSettings("/repo", {}).stripe).toEqual({ mode: "double", port: 12111 })
    expect(readSettings("/repo", { STRIPE_DOUBLE_PORT: "12112" }).stripe.port).toBe(12112)
    expect(
      readSettings("/repo", { STRIPE_API_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" })
        .stripe,
    ).toEqual({
      mode: "stripe",
      apiKey: "sk_test_1",
      webhookSecret: "whsec_1",
    })
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/x",
      JWT_SECRET: "a",
      COOKIE_SECRET: "b",
      SMTP_URL: "smtp://mail.example.com:587",
      MAIL_FROM: "Sendero <reservas@example.com>",
    }
    expect(readSettings("/repo", production).stripe).toEqual({ mode: "off" })
    expect(() => readSettings("/repo", { STRIPE_DOUBLE_PORT: "x" })).toThrow(
      "STRIPE_DOUBLE_PORT must be a port number",
    )
  })

  it("rejects a port that is not a number", () => {
    expect(() => readSettings("/repo", { SITE_PORT: "web" })).toThrow(
      'SITE_PORT must be a port number, got "web"',
    )
  })
})

describe("assertNodeVersion", () => {
  it("accepts Node 22.18 and newer and refuses older ones with the reason", () => {
    expect(() => assertNodeVersion("24.21.0")).not.toThrow()
    expect(() => assertNodeVersion("22.18.0")).not.toThrow()
    expect(() => assertNodeVersion("22.12.0")).toThrow("Sendero needs Node 22.18 or newer")
    expect(() => assertNodeVersion("20.20.2")).toThrow(
      "Node 20.20.2 is too old: Sendero needs Node 22.18 or newer",
    )
  })
})
