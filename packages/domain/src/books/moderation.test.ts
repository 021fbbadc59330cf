import { describe, expect, it } from 'vitest';
import {
  encodeReturnReason,
  estimatedWaitHours,
  guidelineReasons,
  guidelineSectionOf,
  parseReturnReason,
  reasonTexts,
  returnReasonText,
} from './moderation';
import { canTransition } from './states';

describe('return reasons tied to the community guidelines', () => {
  it('has a text for every reason in zh, en and es', () => {
    for (const language of ['zh', 'en', 'es'] as const) {
      for (const reason of guidelineReasons) expect(reasonTexts[language][reason]).toBeTruthy();
    }
    expect(guidelineSectionOf.personal_information).toBe(2);
  });

  it('is read back in the writer language, with the reviewer note', () => {
    const stored = encodeReturnReason({ code: 'personal_information', note: 'Quita tu calle.' });
    expect(parseReturnReason(stored)).toEqual({
      code: 'personal_information',
      note: 'Quita tu calle.',
    });
    expect(returnReasonText(stored, 'es')).toBe(
      `${reasonTexts.es.personal_information} Nota del equipo de revisión: Quita tu calle.`,
    );
    expect(returnReasonText(stored, 'zh')).toContain('保护个人信息');
  });

  it('keeps older plain-text reasons as they are', () => {
    expect(parseReturnReason('Please add an ending.')).toEqual({
      code: null,
      note: 'Please add an ending.',
    });
    expect(returnReasonText('Please add an ending.', 'zh')).toBe('Please add an ending.');
    expect(returnReasonText(null, 'en')).toBeNull();
  });

  it('estimates the wait from the stories ahead', () => {
    expect(estimatedWaitHours(0)).toBe(1);
    expect(estimatedWaitHours(8)).toBe(3);
  });

  it('lets a writer withdraw only from review, and a moderator take down only a published story', () => {
    expect(canTransition('under_review', 'withdraw')).toBe(true);
    expect(canTransition('draft', 'withdraw')).toBe(false);
    expect(canTransition('published', 'take_down')).toBe(true);
    expect(canTransition('under_review', 'take_down')).toBe(false);
  });
});
