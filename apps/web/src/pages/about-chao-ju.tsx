import { AboutPage } from './about-page';

export default function Page() {
  return <AboutPage topic="chaoJu" />;
}
