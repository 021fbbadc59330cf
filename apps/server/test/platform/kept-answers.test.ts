import { describe, expect, it } from 'vitest';
import { KeptAnswers, keepRecent } from '../../src/platform/kept-answers';
import { listeners } from '../../src/platform/listeners';

/** A computation the test finishes when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('keepRecent', () => {
  it('puts the key last and drops the oldest past the limit', () => {
    const entries = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    keepRecent(entries, 'a', 1, 2);
    expect([...entries.keys()]).toEqual(['b', 'a']);
    keepRecent(entries, 'c', 3, 2);
    expect([...entries.keys()]).toEqual(['a', 'c']);
  });
});

describe('KeptAnswers', () => {
  const always = () => true;

  it('answers a kept entry while fresh, and computes again once it is not', async () => {
    const kept = new KeptAnswers<{ value: number }>(10);
    let computed = 0;
    const compute = async () => ({ entry: { value: ++computed }, keep: true });
    expect((await kept.get('k', always, compute)).value).toBe(1);
    expect((await kept.get('k', always, compute)).value).toBe(1);
    expect((await kept.get('k', () => false, compute)).value).toBe(2);
    expect(computed).toBe(2);
  });

  it('shares one computation between callers of the same key', async () => {
    const kept = new KeptAnswers<{ value: string }>(10);
    const work = deferred<{ entry: { value: string }; keep: boolean }>();
    let started = 0;
    const compute = () => {
      started += 1;
      return work.promise;
    };
    const first = kept.get('k', always, compute);
    const second = kept.get('k', always, compute);
    work.resolve({ entry: { value: 'page' }, keep: true });
    expect(await first).toBe(await second);
    expect(started).toBe(1);
  });

  it('does not keep an answer its owner says not to keep', async () => {
    const kept = new KeptAnswers<{ value: number }>(10);
    let computed = 0;
    const compute = async () => ({ entry: { value: ++computed }, keep: computed > 1 });
    await kept.get('k', always, compute);
    await kept.get('k', always, compute);
    expect((await kept.get('k', always, compute)).value).toBe(2);
  });

  it('drops the least recently used past its size, and what `drop` names', async () => {
    const kept = new KeptAnswers<{ value: string }>(2);
    let computed = 0;
    const get = (key: string) =>
      kept.get(key, always, async () => {
        computed += 1;
        return { entry: { value: key }, keep: true };
      });
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(computed).toBe(3);
    await get('a');
    expect(computed, 'a was used last, so b went').toBe(3);
    await get('b');
    expect(computed).toBe(4);
    kept.drop((entry) => entry.value === 'b');
    await get('b');
    expect(computed).toBe(5);
  });

  it('after clear, a new computation of a key is not forgotten when an older one ends', async () => {
    const kept = new KeptAnswers<{ value: number }>(10);
    const older = deferred<{ entry: { value: number }; keep: boolean }>();
    const newer = deferred<{ entry: { value: number }; keep: boolean }>();
    let started = 0;
    const first = kept.get('k', always, () => {
      started += 1;
      return older.promise;
    });
    kept.clear();
    const second = kept.get('k', always, () => {
      started += 1;
      return newer.promise;
    });
    older.resolve({ entry: { value: 1 }, keep: false });
    await first;
    const third = kept.get('k', always, () => {
      started += 1;
      return newer.promise;
    });
    newer.resolve({ entry: { value: 2 }, keep: true });
    expect((await second).value).toBe(2);
    expect((await third).value).toBe(2);
    expect(started).toBe(2);
  });
});

describe('listeners', () => {
  it('tells every listener until it stops', () => {
    const heard: string[] = [];
    const changes = listeners<string>();
    const stopA = changes.on((c) => heard.push(`a:${c}`));
    changes.on((c) => heard.push(`b:${c}`));
    changes.tell('one');
    stopA();
    changes.tell('two');
    expect(heard).toEqual(['a:one', 'b:one', 'b:two']);
  });
});
