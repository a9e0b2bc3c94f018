import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { DraftBanner } from '../components/draft-banner';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useStaffPreview } from '../features/account/api/use-staff-preview';
import { useTheatre } from '../features/theatre/api/get-theatre';
import { TheatreDetail } from '../features/theatre/components/theatre-detail';
import { RegisterNow } from '../features/enroll/components/register-now';
import { ProductionCastLink } from '../features/production-cast/components/production-cast-link';

/** A performance; events that take registration get the 'Register Now' form in `registration`; a staged production, the way to its cast. */
export default function TheatreDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useTheatre(id, useStaffPreview('/theatre/theatre/get/{id}'));
  return (
    <div data-testid="theatre-detail-page">
      <NavBar
        title={t('browse.theatre.detail')}
        right={
          id !== null && query.data && !query.data.draft ? (
            <ShareButton kind="performance" id={id} title={query.data.title} />
          ) : undefined
        }
      />
      <LoadState query={query} valid={id !== null}>
        {(theatre) => (
          <>
            {theatre.draft && <DraftBanner />}
            <TheatreDetail
              theatre={theatre}
              registration={<RegisterNow theatreId={theatre.id} startAt={theatre.startAt} />}
              production={theatre.production && <ProductionCastLink production={theatre.production} />}
            />
          </>
        )}
      </LoadState>
    </div>
  );
}
