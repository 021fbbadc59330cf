import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-setup';

describe('zod-setup', () => {
  it('turns off Zod’s eval-compiled parsers, so the CSP never sees an eval attempt', () => {
    expect(z.config().jitless).toBe(true);
    const calls: unknown[] = [];
    const original = globalThis.Function;
    const spy = new Proxy(original, {
      construct(target, args) {
        calls.push(args);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        calls.push(args);
        return Reflect.apply(target, self, args);
      },
    });
    globalThis.Function = spy;
    try {
      const schema = z.object({ name: z.string(), age: z.number() });
      expect(schema.parse({ name: 'a', age: 1 })).toEqual({ name: 'a', age: 1 });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toEqual([]);
  });
});
