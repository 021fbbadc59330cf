import { HomeFormats } from './HomeFormats';
import { HomeHero } from './HomeHero';
import {
  HomeFamilies,
  HomeFinalCta,
  HomeFromPicture,
  HomeGrowing,
  HomeTeachers,
  HomeTrust,
} from './HomeSections';

/** Home (/): reading and writing with artwork, for children, classes and families. */
export function HomePage() {
  return (
    <div>
      <HomeHero />
      <HomeFormats />
      <HomeFromPicture />
      <HomeGrowing />
      <HomeTeachers />
      <HomeFamilies />
      <HomeTrust />
      <HomeFinalCta />
    </div>
  );
}
