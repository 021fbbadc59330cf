/** SPEC §8: every API answer is this envelope. `code` 0 is success. */
export interface Envelope<T = unknown> {
  code: number;
  /** The English message key (SPEC text), stable. */
  msg: string;
  /** The message in the reader's language. */
  message: string;
  result: T;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    'result' in value
  );
}
