/**
 * What the teacher survey notice remembers (SPEC §4), apart from the notice itself: the page
 * frame's gate reads it before the lazily loaded notice arrives, to hold the notice's place.
 */

/** The local-storage key that remembers a teacher closed the notice (one per account). */
export function teacherSurveyKey(uid: string): string {
  return `sl_teacher_survey_closed:${uid}`;
}

export function teacherSurveyWasClosed(uid: string): boolean {
  try {
    return window.localStorage.getItem(teacherSurveyKey(uid)) === '1';
  } catch {
    return false;
  }
}

export function rememberTeacherSurveyClosed(uid: string): void {
  try {
    window.localStorage.setItem(teacherSurveyKey(uid), '1');
  } catch {
    // Storage refused (private mode): the notice closes for this visit only.
  }
}
