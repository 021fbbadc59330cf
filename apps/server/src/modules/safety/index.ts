/**
 * The front door of the safety module (guides/children-safety.md; decision 018). Other modules
 * ask here whether two accounts may share privately (`maySharePrivately`), and the family-plan
 * and classes modules register the relations that allow it (`registerSharingRelation`, the
 * extension point). It has no routes, tables or seed of its own.
 */
export {
  isAdult,
  maySharePrivately,
  registerSharingRelation,
  type SharingRelation,
  type SharingVerdict,
} from './sharing';
