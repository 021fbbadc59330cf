import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium (DESIGN.md): Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Makes sure Chromium is installed. When it is missing and we are root on Debian, installs the
 * `chromium` package with apt-get; otherwise explains how to.
 */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall || process.env.CHROMIUM_PATH) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install Debian's package ` +
        '(sudo apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  console.log('Chromium is missing: apt-get install -y chromium...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(chromiumPath))
    throw new Error(`apt-get installed chromium but ${chromiumPath} is missing.`);
  return chromiumPath;
}
