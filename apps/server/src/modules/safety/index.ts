/**
 * The children's-safety module's front door (guides/children-safety.md): other modules ask here
 * whether two accounts may share privately, and the family-plan and classes modules register the
 * relations that allow it.
 */
export {
  isAdult,
  maySharePrivately,
  registerSharingRelation,
  type SharingRelation,
  type SharingVerdict,
} from './sharing';
