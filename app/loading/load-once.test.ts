import { afterEach, expect, test } from "vitest";
import { loadOnce } from "./load-once";

// The browser's `online` event, which a failed load waits for.
const page = globalThis as { window?: EventTarget };
afterEach(() => {
  delete page.window;
});

function counting<T>(results: (() => Promise<T>)[]) {
  let calls = 0;
  return {
    load: () => results[Math.min(calls++, results.length - 1)]!(),
    calls: () => calls,
  };
}

test("loads once, keeps what it loaded, and hears it once kept", async () => {
  const source = counting([async () => "module"]);
  const heard: (string | undefined)[] = [];
  const once = loadOnce(source.load, () => heard.push(once.current()));
  expect(once.current()).toBeUndefined();
  const [a, b] = await Promise.all([once.load(), once.load()]);
  expect([a, b, once.current()]).toEqual(["module", "module", "module"]);
  await once.load();
  once.preload();
  expect(source.calls()).toBe(1);
  expect(heard).toEqual(["module"]);
});

test("forgets a failed load, so the next call loads again", async () => {
  const source = counting([() => Promise.reject(new Error("offline")), async () => "module"]);
  const once = loadOnce(source.load);
  await expect(once.load()).rejects.toThrow("offline");
  expect(once.current()).toBeUndefined();
  await expect(once.load()).resolves.toBe("module");
  expect(source.calls()).toBe(2);
});

test("tries a failed load again by itself when the browser is back online, once", async () => {
  page.window = new EventTarget();
  const source = counting([() => Promise.reject(new Error("offline")), async () => "module"]);
  const once = loadOnce(source.load);
  once.preload();
  once.preload();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(source.calls()).toBe(1);
  expect(once.current()).toBeUndefined();

  page.window.dispatchEvent(new Event("online"));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(once.current()).toBe("module");
  page.window.dispatchEvent(new Event("online"));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(source.calls()).toBe(2);
});
