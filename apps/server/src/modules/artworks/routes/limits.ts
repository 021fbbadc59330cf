/** The rate rules live in http/limits.ts (one place for every module); kept for work in flight. */
export { perMinute } from '../../../http/limits';
