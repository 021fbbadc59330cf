import { describe, expect, it } from 'vitest';
import { bookTypes } from '../artwork';
import { interfaceLanguages } from '../languages';
import { drawStoryStarter, storyStarters } from './story-starters';

describe('story starters', () => {
  it('has a text in every interface language for every starter, each id once', () => {
    expect(storyStarters.length).toBeGreaterThanOrEqual(12);
    expect(new Set(storyStarters.map((s) => s.id)).size).toBe(storyStarters.length);
    for (const starter of storyStarters) {
      for (const language of interfaceLanguages) {
        const text = starter.text[language];
        expect(text.trim().length, `${starter.id} ${language}`).toBeGreaterThan(8);
        expect(text).toBe(text.trim());
      }
      // Translations, not copies: the Chinese text uses Chinese characters.
      expect(starter.text.zh).toMatch(/\p{Script=Han}/u);
      expect(starter.text.en).not.toBe(starter.text.es);
      expect(starter.formats.length).toBeGreaterThan(0);
    }
  });

  it('suits every format with at least two starters', () => {
    for (const type of bookTypes) {
      expect(storyStarters.filter((s) => s.formats.includes(type)).length).toBeGreaterThanOrEqual(
        2,
      );
    }
  });

  it('draws by the random number, never the one shown just before', () => {
    expect(drawStoryStarter(() => 0).id).toBe(storyStarters[0]?.id);
    expect(drawStoryStarter(() => 0.999999).id).toBe(storyStarters.at(-1)?.id);
    const first = storyStarters[0]?.id ?? '';
    expect(drawStoryStarter(() => 0, first).id).toBe(storyStarters[1]?.id);
    let previous: string | null = null;
    for (let i = 0; i < 200; i++) {
      const next = drawStoryStarter(Math.random, previous);
      expect(next.id).not.toBe(previous);
      previous = next.id;
    }
  });

  it('keeps to the starters that suit a format', () => {
    for (let i = 0; i < 50; i++) {
      expect(drawStoryStarter(Math.random, null, 'poetry').formats).toContain('poetry');
    }
    expect(drawStoryStarter(() => 1).id).toBe(storyStarters.at(-1)?.id);
  });
});
