// The server's CPU time per request for two builds of the app side by side: each server's process
// time (/proc/<pid>/stat) over the same requests, in chunks that alternate between the two, so that
// a change of the machine's load falls on both alike. Throughput beside the home page moves by ±10 %
// between two runs of the same build on a shared machine; this tells a few per cent apart.
//
//   node bench/cpu-side-by-side.mjs <old origin> <new origin> <path> [rounds] [chunk] [connections]
//
// Both servers run the built app (scripts/start.mjs) on the same database, e.g. one from a git
// worktree of the old commit. A member page needs the member's cookie: BENCH_COOKIE, else the one
// the members' section kept in bench/.data/members/member.json (valid for its database only).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const [oldOrigin, newOrigin, pathname, rounds = "20", chunk = "25", connections = "4"] =
  process.argv.slice(2);
if (!oldOrigin || !newOrigin || !pathname) {
  console.error(
    "usage: node bench/cpu-side-by-side.mjs <old origin> <new origin> <path> [rounds] [chunk] [connections]",
  );
  process.exit(2);
}
const TICK_MS = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

function memberCookie() {
  if (process.env.BENCH_COOKIE) return process.env.BENCH_COOKIE;
  const kept = path.resolve(import.meta.dirname, ".data/members/member.json");
  return fs.existsSync(kept) ? JSON.parse(fs.readFileSync(kept, "utf8")).cookie : undefined;
}

/** The process listening on the origin's port (ss), whose CPU time is read. */
function listener(origin) {
  const port = new URL(origin).port;
  const line = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pid = line.match(/pid=(\d+)/)?.[1];
  if (!pid) throw new Error(`nothing listens on ${origin}`);
  return pid;
}

const cpuTicks = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]); // utime + stime
};

const cookie = memberCookie();
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const headers = {
  "Accept-Encoding": "gzip",
  "Accept-Language": "en-US",
  ...(cookie ? { Cookie: cookie } : {}),
};
let failures = 0;
const get = (origin) =>
  new Promise((resolve) => {
    http
      .get(`${origin}${pathname}`, { agent, headers }, (response) => {
        if (response.statusCode !== 200) failures += 1;
        response.resume();
        response.on("end", resolve);
      })
      .on("error", () => {
        failures += 1;
        resolve();
      });
  });
async function load(origin, count) {
  let left = count;
  await Promise.all(
    Array.from({ length: Number(connections) }, async () => {
      while (left-- > 0) await get(origin);
    }),
  );
}

const servers = [
  { name: "old", origin: oldOrigin, pid: listener(oldOrigin), ticks: 0 },
  { name: "new", origin: newOrigin, pid: listener(newOrigin), ticks: 0 },
];
for (const server of servers) await load(server.origin, 50); // warm up
failures = 0;
for (let round = 0; round < Number(rounds); round++) {
  for (const server of round % 2 ? servers : [...servers].reverse()) {
    const before = cpuTicks(server.pid);
    await load(server.origin, Number(chunk));
    server.ticks += cpuTicks(server.pid) - before;
  }
}
agent.destroy();
const requests = Number(rounds) * Number(chunk);
const [before, after] = servers.map((server) => (server.ticks * TICK_MS) / requests);
console.info(
  `${pathname}: old ${before.toFixed(2)} ms, new ${after.toFixed(2)} ms CPU a request (${((after / before - 1) * 100).toFixed(1)} %), ${requests} requests each` +
    (failures ? ` · ${failures} answers were not 200` : ""),
);
