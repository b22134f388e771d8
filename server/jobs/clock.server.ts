/**
 * What time it is, for everything that depends on it: what is released, daily limits, periods,
 * subscriptions in force, scheduled jobs. Production reads the system clock; tests pass a clock
 * they move by hand, and local mode has one that /dev/clock can set forward (like Stripe's test
 * clocks), so a reminder due at 08:00 or next week's drop can be seen without waiting for it.
 * Timestamps that only record when something happened (createdAt) keep the system's time.
 */
export interface Clock {
  now(): Date;
}

export const SYSTEM_CLOCK: Clock = { now: () => new Date() };

export interface TestClock extends Clock {
  set(at: Date): void;
  advance(ms: number): void;
}

/** A clock that stands still at `start` until it is set or advanced. */
export function createTestClock(start: Date): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** The system clock shifted by an offset that local mode's /dev/clock sets (never in production). */
export interface OffsetClock extends Clock {
  setNow(at: Date): void;
  reset(): void;
}

export function createOffsetClock(): OffsetClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    setNow: (at) => {
      offset = at.getTime() - Date.now();
    },
    reset: () => {
      offset = 0;
    },
  };
}

/** The clock the running server goes by: pages, the API, MCP, jobs and the mail they queue. */
export const appClock: OffsetClock = createOffsetClock();
