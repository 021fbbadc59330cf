import { lazy, Suspense } from 'react';
import { useSession } from '../session/useSession';

/** The notice and its texts load only for a signed-in teacher (the home page's budget). */
const LazyNotice = lazy(() => import('./TeacherSurveyNotice'));

/** SPEC §4: the teacher survey notice's place in the page frame; nothing for anyone else. */
export function TeacherSurveyGate() {
  const { flags } = useSession();
  if (!flags?.isTeacher) return null;
  return (
    <Suspense fallback={null}>
      <LazyNotice />
    </Suspense>
  );
}
