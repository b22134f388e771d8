/**
 * What time it is, for scheduled work. Production reads the system clock; tests pass a clock they
 * move by hand, and local mode has one that /dev/clock can set forward (like Stripe's test clocks),
 * so a reminder due at 08:00 can be seen without waiting for 08:00.
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

/** The clock the running server schedules and runs jobs by. */
export const appClock: OffsetClock = createOffsetClock();
