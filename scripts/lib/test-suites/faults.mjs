import path from "node:path"
import { dropDatabase, ensureDatabase } from "../postgres.mjs"
import { redisServer, startRedis } from "../redis.mjs"
import {
  DISCARD_SMTP,
  logDir,
  portList,
  productEnv,
  productSettings,
  redisPort,
  runVitestSuite,
  startTestProduct,
  stateDir,
  stripePort,
  testPostgres,
} from "./context.mjs"
import { startFaultsControl } from "./faults-control.mjs"

/** Two servers (TEST_FAULTS_PORTS). */
const faultPorts = portList(process.env.TEST_FAULTS_PORTS, "9106,9107")

/**
 * Real faults under load, bounded: kill -9 of one of two servers, a
 * PostgreSQL restart, Redis down (with the Redis modules on, when a
 * redis-server binary is present). The test drives the faults through a
 * loopback control endpoint (faults-control.mjs).
 */
export async function faults() {
  const pg = await testPostgres()
  const database = `sendero_faults_${Date.now()}`
  await ensureDatabase(pg.serverUrl, database)
  const redisOptions = {
    port: redisPort + 1,
    dir: path.join(stateDir, "redis-faults"),
    logDir,
  }
  const state = { redis: null, postgresDown: false }
  let product = null
  let control = null
  try {
    if (redisServer()) state.redis = await startRedis(redisOptions)
    product = await startTestProduct(
      productSettings(database, {
        medusa: faultPorts[0],
        redisUrl: state.redis?.url ?? "",
        smtpUrl: DISCARD_SMTP,
        stripePort: stripePort(4),
      }),
      {
        withSite: false,
        extraMedusaPorts: [faultPorts[1]],
        // A completion killed mid-way holds its cart's lock until the TTL: 45 s, not 120, keeps the case short.
        commerceEnv: { SENDERO_COMPLETION_LOCK_TTL: "45" },
      },
    )
    control = await startFaultsControl({ pg, product, state, redisOptions })
    return await runVitestSuite(
      "faults",
      "vitest.faults.config.ts",
      {
        ...productEnv(product),
        FAULTS_CONTROL: control.url,
        FAULTS_REDIS: state.redis ? "1" : "",
      },
      // FAULTS_FILES (comma-separated file name filters) runs only those files, e.g. "faults.faults".
      process.env.FAULTS_FILES?.split(",").filter(Boolean) ?? [],
    )
  } finally {
    control?.server.close()
    if (state.postgresDown) await pg.pg.start().catch(() => {})
    await product?.stop()
    await state.redis?.stop()
    await dropDatabase(pg.serverUrl, database).catch(() => {})
  }
}
