#!/usr/bin/env node
/**
 * Two (or more) builds of the server measured in turn on a busy machine: every build runs at
 * once, each on its own freshly seeded SQLite, and each scenario is sent to one build then the
 * other in short slices, round after round (the order flipped every round), so both see the
 * same load. Prints each build's server CPU ms per request per slice, the medians, and the
 * median of the paired ratios to the first build (a slice's ratio to the first build's slice of
 * the same round), which is what to read when the load moves from minute to minute.
 *
 *   cp -r apps/server/dist apps/server/dist.building-before    # on the commit before
 *   npm run build -w apps/server                              # or let bench/run.mjs build
 *   node bench/pairs.mjs 16 2 before=apps/server/dist.building-before/main.js \
 *     after=apps/server/dist/main.js
 *
 * Arguments: rounds, seconds per slice, then name=main.js for each server. BENCH_ONLY takes
 * scenario name parts separated by `|` (default: anonymous and browser-like GetUserInfo and
 * /healthz); BENCH_CONNECTIONS as in run.mjs. No floor: compare the builds with each other.
 *
 * Two servers of the same build differ by up to 20% in CPU per request on this machine (an A/A
 * run, 2026-11-29): give each build two servers or more (the same name=main.js twice, started in
 * the order given, e.g. a b b a); a round's figure for a build is the mean of its servers'.
 */
import { resolve } from 'node:path';
import { cannon, csrfFor, signInFor } from './lib/cannon.mjs';
import { freePort, ServerProcess, tempDataDir } from './lib/server.mjs';
import { scenarios } from './scenarios.mjs';

const [roundsArg, secondsArg, ...buildArgs] = process.argv.slice(2);
const rounds = Number(roundsArg);
const seconds = Number(secondsArg);
if (!rounds || !seconds || buildArgs.length < 2) {
  console.error(
    'usage: node bench/pairs.mjs <rounds> <seconds> <name>=<main.js> <name>=<main.js> ...',
  );
  process.exit(2);
}
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const only = (
  process.env.BENCH_ONLY || 'user info, anonymous|with its CSRF cookie|liveness /healthz'
).split('|');
const chosen = scenarios.filter((s) => only.some((part) => s.name.includes(part)) && !s.write);

const builds = [];
try {
  for (const arg of buildArgs) {
    const [name, main] = arg.split('=');
    const data = tempDataDir(`pairs-${name}`);
    const server = new ServerProcess({
      port: await freePort(),
      dataDir: data.dir,
      args: [resolve(main)],
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'info', WRITER_LIMIT_SCALE: '10000' },
    });
    builds.push({ name, server, data });
    await server.start();
    const session = await signInFor(server.url, 'demo-writer', server.demoPassword);
    const ctx = { runId: name, counter: 0, floorIndex: new Map(), session };
    ctx.token = await csrfFor(server.url);
    ctx.sessionToken = session ? await csrfFor(server.url, session) : '';
    builds.at(-1).ctx = ctx;
  }
  const slice = (scenario, build, duration) =>
    cannon(scenario, build.server.url, build.ctx, duration, connections, build.server.child?.pid);
  for (const scenario of chosen) for (const build of builds) await slice(scenario, build, 2);

  /** @type {Record<string, Record<string, number[]>>} */
  const cpu = {};
  for (let round = 0; round < rounds; round++) {
    for (const scenario of chosen) {
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        const result = await slice(scenario, build, seconds);
        cpu[scenario.name] ??= {};
        const byBuild = cpu[scenario.name];
        byBuild[build.name] ??= [];
        const rounds = byBuild[build.name];
        rounds[round] ??= [];
        rounds[round].push(result.cpuMsPerRequest ?? Number.NaN);
      }
    }
  }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  for (const byBuild of Object.values(cpu)) {
    for (const name of Object.keys(byBuild)) {
      byBuild[name] = byBuild[name].map((slices) => Number(mean(slices).toFixed(3)));
    }
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [scenario, byBuild] of Object.entries(cpu)) {
    console.log(scenario);
    const [first, ...others] = Object.entries(byBuild);
    for (const [name, values] of Object.entries(byBuild)) {
      console.log(
        `  ${name}: median ${median(values).toFixed(3)} cpu ms/req [${values.join(' ')}]`,
      );
    }
    for (const [name, values] of others) {
      const ratios = values.map((value, i) => value / first[1][i]);
      console.log(`  ${name} / ${first[0]}: paired median ratio ${median(ratios).toFixed(2)}`);
    }
  }
} finally {
  for (const build of builds) {
    await build.server.stop();
    build.data.remove();
  }
}
