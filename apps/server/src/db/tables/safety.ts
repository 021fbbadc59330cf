/**
 * Safety (issue 21, decision 034): the words the pre-screen flags besides the domain's default
 * lists, kept by admins, and the pre-screen's settings (one row).
 */
export interface BlockedWordTable {
  id: string;
  /** NFC, lower case, trimmed; unique. */
  word: string;
  added_by: string;
  created_at: number;
}

export interface PrescreenSettingsTable {
  /** Always 'prescreen'. */
  id: string;
  /** 1: the domain's default word lists are used too. */
  default_words: number;
  /** JSON: the domain PrescreenKind[] the pre-screen looks for. */
  kinds: string;
  updated_by: string | null;
  updated_at: number;
}

export interface SafetyTables {
  blocked_words: BlockedWordTable;
  prescreen_settings: PrescreenSettingsTable;
}
