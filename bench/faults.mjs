#!/usr/bin/env node
/**
 * `npm run test:faults`: the server under faults, each on its own fresh data.
 *   (a) kill     SIGKILL in the middle of a write load and restart (SQLite), journal vs database
 *   (b) pg       PostgreSQL backends terminated and the server restarted under a write load
 *   (c) busy     SQLite write lock held by another connection longer than busy_timeout
 *   (d) startup  refusing to start with a clear message (bad configuration, unusable database),
 *                and a fresh start's output ending with the address and the demo accounts
 * Ends with `N passed, N failed`; exits 1 when anything failed.
 *
 * Environment (all optional):
 *   FAULTS_ONLY=kill,busy       run only these parts
 *   FAULTS_KILLS=3              SIGKILLs in (a)
 *   FAULTS_WRITERS=16           concurrent writers in (a) and (b)
 *   FAULTS_LOAD_MS=1500         write load between kills
 *   FAULTS_PG_RESTART=0         skip restarting PostgreSQL in (b) (it cuts every connection to it)
 *   FAULTS_PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/test   where (b) creates its database
 *   FAULTS_PG_DATABASE=storyloom_faults
 */
import { sqliteBusy } from './faults/busy.mjs';
import { killUnderWrites } from './faults/kill.mjs';
import { postgresOutages } from './faults/postgres.mjs';
import { startOutput, startupRefusals } from './faults/startup.mjs';
import { Checks } from './lib/checks.mjs';

const only = (process.env.FAULTS_ONLY || 'kill,pg,busy,startup').split(',').map((s) => s.trim());
const runId = `f${Date.now().toString(36)}`;
const writers = Number(process.env.FAULTS_WRITERS || 16);
const checks = new Checks();
const started = Date.now();

if (only.includes('kill')) {
  await killUnderWrites(checks, {
    runId,
    kills: Number(process.env.FAULTS_KILLS || 3),
    writers,
    loadMs: Number(process.env.FAULTS_LOAD_MS || 1500),
  });
}
if (only.includes('pg')) {
  await postgresOutages(checks, { runId, writers, restart: process.env.FAULTS_PG_RESTART !== '0' });
}
if (only.includes('busy')) await sqliteBusy(checks, { runId });
if (only.includes('startup')) {
  await startupRefusals(checks);
  await startOutput(checks);
}

console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exit(checks.finish());
