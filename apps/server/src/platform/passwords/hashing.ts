import argon2 from 'argon2';

/**
 * Password hashing: argon2id at OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1).
 * Passwords are NFC-normalized (the same characters typed on another keyboard match) and never
 * truncated. Hashes never leave the server: presenters do not know this column exists.
 */
export const argon2Options = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

function prepare(password: string): string {
  return password.normalize('NFC');
}

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(prepare(password), argon2Options);
}

/** True when `password` matches `hash`; false for a malformed hash instead of throwing. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, prepare(password));
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker settings than today's and should be redone. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, argon2Options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for unknown accounts: sign-in answers alike whether or
 * not the account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('storyloom dummy password for timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
