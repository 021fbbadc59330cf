import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium (DESIGN.md): Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's fonts-noto-cjk: without it Chinese pages, screenshots and PDFs show empty boxes. */
export const cjkFontPath = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/**
 * Makes sure Chromium and the Chinese fonts are installed. When one is missing and we are root on
 * Debian, installs the `chromium` and `fonts-noto-cjk` packages with apt-get; otherwise explains
 * how to (a missing font only warns: the pages still work, their Chinese shows as boxes).
 */
export function ensureChromium() {
  const packages = [];
  if (!existsSync(chromiumPath) && !process.env.CHROMIUM_PATH) packages.push('chromium');
  if (!existsSync(cjkFontPath)) packages.push('fonts-noto-cjk');
  if (packages.length === 0) {
    if (existsSync(chromiumPath)) return chromiumPath;
  }
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (packages.length > 0 && canInstall) {
    console.log(`Missing: apt-get install -y ${packages.join(' ')}...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env });
  } else if (packages.includes('fonts-noto-cjk')) {
    console.warn(
      "The Chinese fonts are missing: install Debian's package (sudo apt-get install -y fonts-noto-cjk).",
    );
  }
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install Debian's package ` +
        '(sudo apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  return chromiumPath;
}
