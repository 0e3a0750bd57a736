// Waiting for a state of the page: read it again until it holds, then return it; at the deadline, fail
// with the last reading. Every wait in the engine suites is one of these, never a fixed time.

export interface PollOptions<T> {
  /** What is awaited, for the failure's message. */
  what: string;
  timeout?: number;
  /** The last reading as the failure shows it (default: the value as JSON). */
  show?: (value: T) => unknown;
}

export async function poll<T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  { what, timeout = 30_000, show }: PollOptions<T>,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) {
      const last = show ? show(value) : value;
      throw new Error(`Timed out after ${timeout} ms waiting for ${what}; last: ${JSON.stringify(last)}`);
    }
    // Between two readings: each one is a driver round trip already, this only spares the CPU.
    await new Promise((done) => setTimeout(done, 100));
  }
}
