import { useTranslation } from 'react-i18next';
import { Button, Toast } from 'antd-mobile';
import { formatTime } from '../../../lib/format';
import { resourceUrl } from '../../../lib/resource';
import { useClaimOffer, useClaimTicket } from '../api/transfers';
import './received-tickets.css';

/**
 * A claim link opened (My Ticket Folder with `?claim=`; a signed-out person signs in first and comes back
 * here): who gives which ticket, and Claim while the link is open; otherwise why it cannot be claimed.
 * `onDone`: the link is finished with (claimed, or closed by the person).
 */
export function ClaimTicket({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const offer = useClaimOffer(token);
  const claim = useClaimTicket();
  if (offer.isPending)
    return (
      <p className="claim-ticket" aria-busy="true">
        {t('ticket.claim.loading')}
      </p>
    );
  if (!offer.data) {
    return (
      <section className="claim-ticket" data-testid="claim-ticket" data-state="notFound">
        <p className="claim-ticket__state">{t('ticket.claim.notFound')}</p>
        <Button size="small" onClick={onDone}>
          {t('ticket.claim.close')}
        </Button>
      </section>
    );
  }
  const o = offer.data;
  return (
    <section
      className="claim-ticket"
      aria-labelledby="claim-ticket-title"
      data-testid="claim-ticket"
      data-state={o.state}
    >
      <h2 className="claim-ticket__title" id="claim-ticket-title">
        {t('ticket.claim.title', { name: o.from })}
      </h2>
      <div className="received-ticket__head">
        {o.poster && <img className="received-ticket__poster" src={resourceUrl(o.poster)} alt="" />}
        <div className="received-ticket__body">
          <h3 className="received-ticket__title">{o.title}</h3>
          <p className="received-ticket__meta">{formatTime(o.eventAt).slice(0, 16)}</p>
          <p className="received-ticket__meta">{o.venue}</p>
          <p className="received-ticket__meta">
            {t('ticket.order.ticketOf', { seq: o.seq, of: o.of })}
            {o.category ? ` · ${o.category}` : ''}
          </p>
        </div>
      </div>
      {o.state === 'open' ? (
        <>
          <p className="claim-ticket__state">{t('ticket.claim.explain')}</p>
          <Button
            block
            color="primary"
            loading={claim.isPending}
            data-testid="claim-submit"
            onClick={() =>
              claim.mutate(
                { token },
                {
                  onSuccess: () => {
                    Toast.show({ icon: 'success', content: t('ticket.claim.claimed') });
                    onDone();
                  },
                  onError: () => void offer.refetch(),
                },
              )
            }
          >
            {t('ticket.claim.submit')}
          </Button>
        </>
      ) : (
        <>
          <p className="claim-ticket__state" data-testid="claim-state">
            {t(`ticket.claim.state.${o.state}`)}
          </p>
          <Button size="small" onClick={onDone}>
            {t('ticket.claim.close')}
          </Button>
        </>
      )}
    </section>
  );
}
