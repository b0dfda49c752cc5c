import { AsyncLocalStorage } from "node:async_hooks"

/**
 * A counting semaphore, first come first served: at most `size` jobs run at
 * once, the others wait their turn in memory. A job run from inside one of
 * this semaphore's own jobs goes straight in (it would wait for itself);
 * another semaphore's jobs do not count as inside.
 */
export class Semaphore {
  private free: number
  private readonly waiting: (() => void)[] = []
  private readonly inside = new AsyncLocalStorage<boolean>()

  constructor(size: number) {
    this.free = size
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.inside.getStore()) return job()
    await this.take()
    try {
      return await this.inside.run(true, job)
    } finally {
      this.give()
    }
  }

  /**
   * Takes a place (waiting for one, in order) for a job that does not run in one
   * call, such as a workflow whose steps take and give it back: the caller must
   * `give()` exactly once. No nesting is known to such a place.
   */
  async take(): Promise<void> {
    if (this.free > 0) this.free--
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  /** Gives a place back: the first waiting job gets it. */
  give(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.free++
  }
}
