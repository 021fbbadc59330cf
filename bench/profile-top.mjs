#!/usr/bin/env node
/**
 * The functions a .cpuprofile spent its time in, most first: self time, and total time (self
 * plus what it called) per function and file. `node bench/profile-top.mjs <file> [rows]`.
 */
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-top.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const keyOf = (n) => {
  const f = n.callFrame;
  const url = f.url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\//, 'nm/')
    .replace(/.*\/src\//, 'src/');
  return `${f.functionName || '(anonymous)'} ${url}:${f.lineNumber + 1}`;
};
const selfBy = new Map();
const totalBy = new Map();
for (const [id, time] of self) {
  const node = byId.get(id);
  selfBy.set(keyOf(node), (selfBy.get(keyOf(node)) ?? 0) + time);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = keyOf(byId.get(cur));
    if (seen.has(k)) continue;
    seen.add(k);
    totalBy.set(k, (totalBy.get(k) ?? 0) + time);
  }
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
console.log(`total sampled: ${(total / 1000).toFixed(0)} ms`);
console.log('\nself time');
for (const [k, t] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(pct(t), k);
console.log('\ntotal time (self + callees)');
for (const [k, t] of [...totalBy].sort((a, b) => b[1] - a[1]).slice(0, rows))
  console.log(pct(t), k);
