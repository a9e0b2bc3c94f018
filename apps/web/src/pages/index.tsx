import { href } from '../config/paths';
import { HomeCarousel } from '../features/site/components/home-carousel';
import { HomeNotice } from '../features/site/components/home-notice';
import { HomeSponsors } from '../features/site/components/home-sponsors';
import { HomeTopBar } from '../features/site/components/home-top-bar';

/** Home (SPEC §2): sticky bar, carousel, notice; the theatre, video, comments and products zones join between notice and sponsors. */
export default function HomePage() {
  return (
    <div className="home-page" data-testid="home-page">
      <HomeTopBar searchTo={href('/pages/search/index')} />
      <HomeCarousel />
      <HomeNotice />
      <HomeSponsors />
    </div>
  );
}
