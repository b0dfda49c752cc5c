// @ts-check
/** @typedef {import("node:worker_threads").Worker} Worker */

/*
 * The main thread's side of its conversation with the prerender threads (parallel-prerender.mjs):
 * a question that waits for its answer, and the answer to a thread's memo lookup.
 */

/**
 * Answers a worker's lookup of a commerce read or a content result from the main thread's tables.
 * @param {Worker} worker @param {string} key @param {number} memoId
 */
export function answerMemo(worker, key, memoId) {
  const table = /** @type {any} */ (globalThis)
  // lib/shared-memo.ts's table, or lib/content/source.ts's result for a "content:" key: one the
  // main thread does not have yet it evaluates and keeps, so no thread loads the dataset again.
  const content = key.startsWith("content:") ? key.slice("content:".length) : null
  const lookUp = () =>
    content !== null
      ? (table[Symbol.for("sendero.content-results")]?.get(content) ??
        table[Symbol.for("sendero.content-evaluate")]?.(content))
      : table[Symbol.for("sendero.shared-memo")]?.get(key)?.value
  const notFound = () => worker.postMessage({ memoId, found: false })
  // A value that cannot be copied to a thread (or none): the worker reads it itself.
  const send = (/** @type {unknown} */ found) => {
    try {
      worker.postMessage({ memoId, found: true, value: found })
    } catch {
      notFound()
    }
  }
  new Promise((resolve) => resolve(lookUp())).then(
    (found) => (found === undefined ? notFound() : send(found)),
    notFound,
  )
}

/**
 * @param {Worker} worker @param {object} message @param {(m: any) => boolean} isAnswer
 * @returns {Promise<any>}
 */
export function ask(worker, message, isAnswer) {
  return new Promise((resolve) => {
    const listener = (/** @type {any} */ m) => {
      if (!isAnswer(m)) return
      worker.off("message", listener)
      resolve(m)
    }
    worker.on("message", listener)
    worker.postMessage(message)
  })
}
