/** The admin console's pre-screen calls (docs/api.md "Admin console", decision 034). */
import type { PrescreenKind } from '@storyloom/domain';
import { api } from '../../../api/client';

export interface BlockedWord {
  WordId: string;
  Word: string;
  CreatedAt: number;
}

export interface PrescreenSettings {
  DefaultWords: boolean;
  Kinds: PrescreenKind[];
}

export interface SafetyWords {
  List: BlockedWord[];
  Max: number;
  ConfigWords: string[];
  DefaultWords: Record<'zh' | 'en' | 'es', string[]>;
  Settings: PrescreenSettings;
  AllKinds: PrescreenKind[];
}

export interface TryFlag {
  Kind: PrescreenKind;
  Text: string;
  Offset: number;
}

export const safetyKeys = { words: ['staff', 'safety', 'words'] as const };

export const safetyApi = {
  words(signal?: AbortSignal) {
    return api.post<SafetyWords>('/api/Admin/BlockedWords', {}, { signal });
  },
  add(word: string) {
    return api.post<BlockedWord>('/api/Admin/BlockedWordAdd', { Word: word });
  },
  remove(wordId: string) {
    return api.post<null>('/api/Admin/BlockedWordRemove', { WordId: wordId });
  },
  saveSettings(settings: PrescreenSettings) {
    return api.post<PrescreenSettings>('/api/Admin/PrescreenSettingsSave', settings, {
      json: true,
    });
  },
  tryText(text: string) {
    return api.post<{ Flags: TryFlag[] }>('/api/Admin/PrescreenTry', { Text: text });
  },
};
