import http from "node:http"

/** A tiny Store/Admin API client for tests that run against started Medusa servers. */
export type Reply = { status: number; data: any }

/**
 * One HTTP request on a connection of its own. Fetch keeps connections alive
 * and reuses one about 4 s after its last answer; a server whose event loop
 * lags by more than a second under the race's load closes it at its own 5 s
 * mark before reading the new request, and the client sees ECONNRESET.
 */
export function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? "GET", headers: init.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (c: Buffer) => chunks.push(c))
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        )
        res.on("error", reject)
      },
    )
    req.on("error", reject)
    req.end(init.body)
  })
}

export function client(baseUrl: string, headers: Record<string, string>) {
  const call = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const response = await request(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, data: response.text ? JSON.parse(response.text) : null }
  }
  return {
    get: (path: string) => call("GET", path),
    post: (path: string, body: unknown = {}) => call("POST", path, body),
    del: (path: string) => call("DELETE", path),
  }
}

/** Logs in as the seeded admin and returns an admin API client. */
export async function adminClient(baseUrl: string, email: string, password: string) {
  const login = await client(baseUrl, {}).post("/auth/user/emailpass", { email, password })
  if (login.status !== 200) throw new Error(`Admin login failed: ${login.status}`)
  return client(baseUrl, { authorization: `Bearer ${login.data.token}` })
}
