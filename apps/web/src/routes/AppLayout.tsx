import { hiddenNavRouteNames } from '@storyloom/domain';
import { useMatches } from 'react-router';
import { SiteFooter } from '../components/SiteFooter';
import { SkipLink } from '../components/SkipLink';
import { TeacherSurveyGate } from '../components/TeacherSurveyGate';
import { TopNav } from '../components/TopNav';
import classes from './AppLayout.module.css';
import { leafHandle } from './handle';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { useRouteEffects } from './useRouteEffects';

/**
 * The page frame: skip link, top navigation, the teacher survey notice (SPEC §4), the screen,
 * footer. On the routes SPEC §2 names (editors, sign-in, embeds, ...) the navigation, notice and
 * footer are left out so the screen has the whole window.
 */
export function AppLayout() {
  const handle = leafHandle(useMatches());
  const chromeHidden = handle !== null && hiddenNavRouteNames.has(handle.name);
  useRouteEffects();
  return (
    <div className={classes.frame}>
      <SkipLink />
      {chromeHidden ? null : <TopNav />}
      {chromeHidden ? null : <TeacherSurveyGate />}
      <main id="main" tabIndex={-1} className={classes.main}>
        <KeepAliveOutlet handle={handle} />
      </main>
      {chromeHidden ? null : <SiteFooter />}
    </div>
  );
}
