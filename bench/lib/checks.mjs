/**
 * The tally every runner keeps: each check passes or fails with a reason; the last line printed
 * is always `N passed, N failed` (CI reads it) and the exit code is 1 when anything failed.
 */
export class Checks {
  passed = 0;
  failed = 0;
  skipped = 0;
  /** @type {string[]} */
  failures = [];

  /**
   * @param {string} name what is being proved
   * @param {boolean} ok
   * @param {string} [whyNot] shown when it fails
   * @param {string} [info] shown after a pass
   */
  check(name, ok, whyNot = '', info = '') {
    if (ok) {
      this.passed += 1;
      console.log(`  ok    ${name}${info ? `  (${info})` : ''}`);
    } else {
      this.failed += 1;
      this.failures.push(`${name}${whyNot ? `: ${whyNot}` : ''}`);
      console.log(
        `  FAIL  ${name}${whyNot ? `\n        ${whyNot.split('\n').join('\n        ')}` : ''}`,
      );
    }
    return ok;
  }

  /** A check that cannot run here (and why); counted apart, never as a pass. */
  skip(name, why) {
    this.skipped += 1;
    console.log(`  skip  ${name}  (${why})`);
  }

  section(title) {
    console.log(`\n${title}`);
  }

  /** Prints the summary and the final counting line; returns the process exit code. */
  finish() {
    if (this.failures.length) {
      console.log('\nFailed:');
      for (const f of this.failures) console.log(`  - ${f.split('\n')[0]}`);
    }
    if (this.skipped) console.log(`\n(${this.skipped} skipped)`);
    console.log(`\n${this.passed} passed, ${this.failed} failed`);
    return this.failed === 0 && this.passed > 0 ? 0 : 1;
  }
}
