import { ContactChannels } from '../features/contact/components/contact-channels';
import { AboutPage } from './about-page';

/** Company Information: the text staff wrote, then the company's contact details (one record, also Customer Support's). */
export default function Page() {
  return (
    <AboutPage topic="companyInfo">
      <ContactChannels />
    </AboutPage>
  );
}
