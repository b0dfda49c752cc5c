import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"

/** A small JSON file under the state folder (.data/) remembering what was done. */
export async function readJson(file, fallback) {
  if (!existsSync(file)) return fallback
  return JSON.parse(await readFile(file, "utf8"))
}

export async function writeJson(file, value) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 })
}

/**
 * Local-development secrets: generated once per machine into .data/ and
 * reused, so sessions survive restarts. Never used in production mode. A
 * secret added later (the content webhook's) is generated into an existing
 * file on its first start, keeping the secrets and admin login already there.
 */
export async function localSecrets(stateDir) {
  const file = path.join(stateDir, "secrets.json")
  const existing = await readJson(file, null)
  const fresh = () => ({
    jwtSecret: randomBytes(32).toString("hex"),
    cookieSecret: randomBytes(32).toString("hex"),
    adminEmail: "admin@sendero.local",
    adminPassword: `sendero-${randomBytes(6).toString("hex")}`,
    contentWebhookSecret: randomBytes(32).toString("hex"),
  })
  if (existing?.contentWebhookSecret) return existing
  const secrets = existing
    ? { ...existing, contentWebhookSecret: fresh().contentWebhookSecret }
    : fresh()
  await writeJson(file, secrets)
  return secrets
}
