import easelArt from '../../assets/easel-balloon.svg';
import familyArt from '../../assets/family-house.svg';
import bookStackArt from '../../assets/format-longform.svg';
import lighthouseArt from '../../assets/hero-lighthouse.svg';
import schoolArt from '../../assets/schoolhouse.svg';
import type { AreaScreens } from '../area';
import { NotFoundPage } from './NotFoundPage';
import { StaticArticle } from './StaticArticle';

function AboutPage() {
  return <StaticArticle contentKey="about" art={lighthouseArt} />;
}

function PrivacyPage() {
  return <StaticArticle contentKey="privacy" art={familyArt} showUpdated />;
}

function TermsPage() {
  return <StaticArticle contentKey="terms" art={bookStackArt} showUpdated />;
}

function GuidelinesPage() {
  return <StaticArticle contentKey="guidelines" art={schoolArt} />;
}

function EducatorsPage() {
  return (
    <StaticArticle
      contentKey="educators"
      art={schoolArt}
      actions={[
        { label: 'static.educators.primary', to: '/class-list' },
        { label: 'static.educators.secondary', to: '/pricing', variant: 'outline' },
        {
          label: 'static.educators.tertiary',
          to: '/become-member?showdistrict=1',
          variant: 'outline',
        },
      ]}
    />
  );
}

function WritersPage() {
  return (
    <StaticArticle
      contentKey="writers"
      art={easelArt}
      actions={[
        { label: 'static.writers.primary', to: '/get-start' },
        { label: 'static.writers.secondary', to: '/picture-book', variant: 'outline' },
      ]}
    />
  );
}

/** SPEC §2 "Static" screens (the help screens of the same area are pages/help's: area-loaders). */
export const screens: AreaScreens = {
  about: AboutPage,
  privacy: PrivacyPage,
  'terms-of-service': TermsPage,
  'community-guidelines': GuidelinesPage,
  educators: EducatorsPage,
  writers: WritersPage,
  '404': NotFoundPage,
};
