import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import {
  contentWebhookSecret,
  MAX_SIGNATURE_AGE_MS,
  signPayload,
  verifySignature,
} from "./content-webhook.mjs"

const temporary = []
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))))
async function temporaryDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "sendero-webhook-"))
  temporary.push(dir)
  return dir
}

describe("the webhook's secret", () => {
  it("is generated on the first start into secrets.json, beside the admin login, and kept", async () => {
    const root = await temporaryDir()
    const stateDir = path.join(root, ".data")
    const settings = { mode: "local", stateDir, root }
    const first = await contentWebhookSecret(settings, {})
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/)
    expect(first.secretFrom).toBe(`"contentWebhookSecret" in ${path.join(".data", "secrets.json")}`)
    const stored = JSON.parse(await readFile(path.join(stateDir, "secrets.json"), "utf8"))
    expect(stored).toMatchObject({
      contentWebhookSecret: first.secret,
      adminEmail: expect.any(String),
    })
    expect((await contentWebhookSecret(settings, {})).secret).toBe(first.secret)
  })

  it("is added to a secrets.json from before it existed, keeping the admin login", async () => {
    const root = await temporaryDir()
    const before = { jwtSecret: "j", cookieSecret: "c", adminEmail: "a@b.c", adminPassword: "p" }
    await writeFile(path.join(root, "secrets.json"), JSON.stringify(before))
    const { secret } = await contentWebhookSecret({ mode: "local", stateDir: root, root }, {})
    const stored = JSON.parse(await readFile(path.join(root, "secrets.json"), "utf8"))
    expect(stored).toEqual({ ...before, contentWebhookSecret: secret })
  })

  it("is SANITY_WEBHOOK_SECRET when set, and off in production without it", async () => {
    const root = await temporaryDir()
    const env = { SANITY_WEBHOOK_SECRET: "from-the-environment" }
    expect(await contentWebhookSecret({ mode: "local", stateDir: root, root }, env)).toEqual({
      secret: "from-the-environment",
      secretFrom: "SANITY_WEBHOOK_SECRET",
    })
    expect(await contentWebhookSecret({ mode: "production", stateDir: root, root }, {})).toBeNull()
  })
})

describe("signature", () => {
  it("matches @sanity/webhook's format: t=<ms>,v1=<base64url HMAC-SHA256 of '<t>.<body>'>", () => {
    // Computed independently: printf '1700000000000.{"_id":"a"}' | openssl dgst -sha256 -hmac secret -binary | base64 | tr '+/' '-_' | tr -d '='
    expect(signPayload('{"_id":"a"}', "secret", 1700000000000)).toBe(
      "t=1700000000000,v1=sgBd4ib1VFcupzCN4q4WntpzdZJcHYVf1BPPQ-N020M",
    )
    const body = Buffer.from('{"_id":"a"}')
    const header = signPayload(body, "secret", 1700000000000)
    expect(verifySignature(header, body, "secret", 1700000000000 + 1000)).toEqual({ ok: true })
    expect(
      verifySignature(header, body, "secret", 1700000000000 + MAX_SIGNATURE_AGE_MS + 1),
    ).toEqual({
      ok: false,
      reason: "signature timestamp too old or in the future",
    })
  })
})
