/**
 * Runs at most `max` tasks at a time; the others wait their turn, first come first served. Each
 * extraction takes a core, and the server has few: more at once would only slow every request down.
 */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks under way, then waiting. */
  readonly running: number;
  readonly waiting: number;
}

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  let running = 0;
  const queue: (() => void)[] = [];

  function release() {
    const next = queue.shift();
    if (next) next();
    else running--;
  }

  async function acquire(): Promise<void> {
    if (running < max) {
      running++;
      return;
    }
    // The slot passes straight from the task that ends to the one that waited longest.
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
