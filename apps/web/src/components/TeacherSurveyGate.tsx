import { lazy, Suspense } from 'react';
import { type SessionStore, sessionStore } from '../session/store';
import { useSession } from '../session/useSession';
import classes from './TeacherSurveyNotice.module.css';
import { teacherSurveyWasClosed } from './teacherSurveyState';

/** The notice and its texts load only for a signed-in teacher (the home page's budget). */
const LazyNotice = lazy(() => import('./TeacherSurveyNotice'));

/**
 * SPEC §4: the teacher survey notice's place in the page frame; nothing for anyone else. While
 * the notice loads, its band's place is held (empty, hidden from assistive technology), so the
 * page does not shift down when it arrives.
 */
export function TeacherSurveyGate({ store = sessionStore }: { store?: SessionStore }) {
  const { user, flags } = useSession(store);
  if (!user || !flags?.isTeacher || teacherSurveyWasClosed(user.uid)) return null;
  return (
    <Suspense
      fallback={
        <div className={classes.band} aria-hidden="true" data-testid="teacher-survey-place" />
      }
    >
      <LazyNotice store={store} />
    </Suspense>
  );
}
