/** Account types (SPEC §4) and the flags derived from them (SPEC §3). */
export const AccountType = {
  REGULAR: 0,
  STUDENT: 1,
  TEACHER: 2,
  ARTIST: 3,
  WRITER: 4,
  CREATIVE_PARTNER: 5,
  CLASS_STUDENT: 9,
} as const;

export const accountTypeLabels: Record<number, string> = {
  0: 'regular user',
  1: 'student',
  2: 'teacher',
  3: 'artist',
  4: 'writer',
  5: 'creative partner',
  6: 'student',
  7: 'student',
  8: 'student',
  9: 'class student',
};

/** Types 1 and 6 to 9 are students (SPEC §4). */
export function isStudentType(accountType: number): boolean {
  return accountType === 1 || (accountType >= 6 && accountType <= 9);
}
export function isClassStudentType(accountType: number): boolean {
  return accountType === AccountType.CLASS_STUDENT;
}
export function isTeacherType(accountType: number): boolean {
  return accountType === AccountType.TEACHER;
}
export function isArtistType(accountType: number): boolean {
  return accountType === AccountType.ARTIST;
}

/** SPEC §4: IsActive 1 active, 0 not yet activated, 2 disabled (logged out automatically). */
export const ActiveState = { INACTIVE: 0, ACTIVE: 1, DISABLED: 2 } as const;
