import { spawn } from 'node:child_process';

/**
 * Starts a command in its own process group so that it and everything it starts (tsx's node
 * child, vite's esbuild) can be stopped together with `stopGroup`.
 */
export function startGroup(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', ...options, detached: true });
}

/** Sends a signal to a child's whole process group; ignores one that has already gone. */
export function signalGroup(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Resolves with the exit code (128 + signal number when killed by a signal). */
export function exited(child) {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(128 + signalNumber(child.signalCode));
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? 128 + signalNumber(signal)));
    child.once('error', () => resolve(127));
  });
}

/**
 * Stops a process group: SIGTERM to its leader (tsx and vite pass it on to their own children and
 * wait for them), then SIGKILL to the whole group if it is still there after `graceMs`.
 */
export async function stopGroup(child, graceMs = 10_000) {
  if (child.exitCode === null && child.signalCode === null) {
    try {
      child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  const code = await exited(child);
  clearTimeout(timer);
  signalGroup(child, 'SIGKILL'); // anything the leader left behind
  return code;
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  return exited(child);
}
