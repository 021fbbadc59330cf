/**
 * The front door of the safety module (guides/children-safety.md; decisions 018, 034). Other
 * modules ask here whether two accounts may share privately (`maySharePrivately`), and the
 * family-plan and classes modules register the relations that allow it
 * (`registerSharingRelation`, the extension point). It also keeps the pre-screen's blocked words
 * and settings (decision 034): publishing runs the pre-screen with `prescreenOptions`; the staff
 * module's console calls change them. It has no routes or seed of its own.
 */
export {
  addBlockedWord,
  blockedWords,
  defaultWordLists,
  maxBlockedWords,
  type PrescreenSettings,
  prescreenOptions,
  prescreenSettings,
  removeBlockedWord,
  type StaffAudit,
  savePrescreenSettings,
  tryPrescreen,
} from './prescreen-settings';
export {
  isAdult,
  maySharePrivately,
  registerSharingRelation,
  type SharingRelation,
  type SharingVerdict,
} from './sharing';
