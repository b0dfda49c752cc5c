/** A tiny Store/Admin API client for tests that run against started Medusa servers. */
export type Reply = { status: number; data: any }

export function client(baseUrl: string, headers: Record<string, string>) {
  const call = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, data: text ? JSON.parse(text) : null }
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
