#!/usr/bin/env node
/**
 * Turns one suite's machine-readable result into "PASSED FAILED" for .ci/run.
 *
 *   node scripts/ci-count.mjs vitest <report.json> <exit code>
 *   node scripts/ci-count.mjs e2e <summary.json> <exit code>
 *   node scripts/ci-count.mjs failures <report.json>   (the failed tests, one line each)
 *
 * A suite that crashed (no report, a file that failed to load, an error outside any test, or a
 * non-zero exit with no failed test) counts one failure, so a red run is never summed as green.
 */
import { existsSync, readFileSync } from 'node:fs';

const [kind, file, exitText] = process.argv.slice(2);
const exitCode = Number(exitText ?? 1);

function read() {
  if (!file || !existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestCounts(report) {
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  for (const result of report.testResults ?? []) {
    const assertions = result.assertionResults ?? [];
    const anyFailed = assertions.some((a) => a.status === 'failed');
    if (result.status === 'failed' && !anyFailed) failed += 1; // the file itself broke
  }
  return { passed, failed };
}

function e2eCounts(summary) {
  return { passed: summary.passed ?? 0, failed: summary.failed ?? 0 };
}

const data = read();
if (kind === 'failures') {
  for (const result of data?.testResults ?? []) {
    const file = String(result.name ?? '').replace(`${process.cwd()}/`, '');
    const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) {
      const first = String(a.failureMessages?.[0] ?? '').split('\n')[0];
      console.log(`FAILED ${file} > ${a.fullName ?? a.title}: ${first.slice(0, 300)}`);
    }
    if (result.status === 'failed' && failed.length === 0) {
      console.log(
        `FAILED ${file}: ${String(result.message ?? '')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
    }
  }
  if (data && (data.numFailedTests ?? 0) === 0) {
    console.log(
      'No test failed: the run itself failed (an unhandled error, or a crash); see the log lines below.',
    );
  }
  process.exit(0);
}
let counts = { passed: 0, failed: 0 };
if (data) counts = kind === 'e2e' ? e2eCounts(data) : vitestCounts(data);
if ((!data || exitCode !== 0) && counts.failed === 0) counts.failed = 1;
console.log(`${counts.passed} ${counts.failed}`);
