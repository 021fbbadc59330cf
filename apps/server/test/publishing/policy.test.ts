import { describe, expect, it } from 'vitest';
import { claimIsLive, mayRelease, queueActions } from '../../src/modules/publishing/policy';

/** The publishing policy: claims on queue entries, and what it asks of the books policy. */
describe('the moderation queue policy', () => {
  const now = 1_000_000;

  it('a claim holds until its time is up, and nobody holds an unclaimed entry', () => {
    expect(claimIsLive({ claimed_by: 'm1', claim_expires_at: now + 1 }, now)).toBe(true);
    expect(claimIsLive({ claimed_by: 'm1', claim_expires_at: now }, now)).toBe(false);
    expect(claimIsLive({ claimed_by: null, claim_expires_at: null }, now)).toBe(false);
  });

  it('only the holder lets go of a claim', () => {
    expect(mayRelease({ id: 'm1' }, { claimed_by: 'm1' })).toBe(true);
    expect(mayRelease({ id: 'm2' }, { claimed_by: 'm1' })).toBe(false);
    expect(mayRelease({ id: 'm2' }, { claimed_by: null })).toBe(false);
  });

  it('asks the books policy to review a queued book and to moderate a published one', () => {
    expect(queueActions).toEqual({ entry: 'review', published: 'moderate' });
  });
});
