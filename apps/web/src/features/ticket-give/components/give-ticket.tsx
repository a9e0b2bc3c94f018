import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Toast } from 'antd-mobile';
import { PopupSheet } from '../../../components/popup-sheet';
import { useRadioGroup } from '../../../components/radio-group';
import { copyLink, shareLink } from '../../../components/share-button';
import { formatTime } from '../../../lib/format';
import { claimUrl, useCancelLink, useCreateLink, useGiveToMember } from '../api/transfers';
import './give-ticket.css';

/** What the action needs of a ticket: an order's (OrderTicket) or one given to me (ReceivedTicket). */
export interface GivableTicket {
  id: number;
  seq: number;
  of: number;
  transferable?: boolean;
  link?: { expiresAt: string } | null;
}

type Way = 'member' | 'link';
const giveWays: readonly Way[] = ['member', 'link'];

/**
 * "Give this ticket" (issue 34 item 3): to another member by their account e-mail (it moves to their
 * folder at once), or by a claim link shared with the phone's share sheet or copied (single use, until the
 * performance ends, cancellable until claimed). Either way this phone's QR code for the ticket stops working.
 */
export function GiveTicket({ ticket, title }: { ticket: GivableTicket; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [way, setWay] = useState<Way>('member');
  const ways = useRadioGroup(giveWays, way, setWay);
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const emailId = useId();
  const give = useGiveToMember();
  const create = useCreateLink();
  const cancel = useCancelLink();
  if (!ticket.transferable && !ticket.link) return null;
  const close = () => {
    setOpen(false);
    setLink(null);
  };
  const submitMember = () => {
    const to = email.trim();
    if (!to) return void Toast.show({ content: t('ticket.give.emailRequired') });
    give.mutate(
      { ticketId: ticket.id, email: to },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('ticket.give.given') });
          setEmail('');
          close();
        },
      },
    );
  };
  const makeLink = () => create.mutate({ ticketId: ticket.id }, { onSuccess: (r) => setLink(claimUrl(r.token)) });
  const share = async (url: string) => {
    const done = await shareLink(t('ticket.give.shareTitle', { title }), url, t('ticket.give.shareText', { title }));
    if (done !== 'shared')
      Toast.show({
        icon: done === 'copied' ? 'success' : 'fail',
        content: t(done === 'copied' ? 'nav.copied' : 'nav.copyFailed'),
      });
  };
  const copy = async (url: string) => {
    const copied = await copyLink(url);
    Toast.show({ icon: copied ? 'success' : 'fail', content: t(copied ? 'nav.copied' : 'nav.copyFailed') });
  };
  return (
    <div className="give-ticket" data-testid="give-ticket">
      {ticket.link && (
        <p className="give-ticket__open" data-testid="give-link-open">
          {t('ticket.give.linkOpen', { time: formatTime(ticket.link.expiresAt).slice(0, 16) })}{' '}
          <button
            type="button"
            className="give-ticket__text-button"
            onClick={() =>
              cancel.mutate(
                { ticketId: ticket.id },
                { onSuccess: () => Toast.show({ icon: 'success', content: t('ticket.give.linkCancelled') }) },
              )
            }
            disabled={cancel.isPending}
            data-testid="give-link-cancel"
          >
            {t('ticket.give.cancelLink')}
          </button>
        </p>
      )}
      {ticket.transferable && (
        <Button
          size="small"
          fill="outline"
          color="primary"
          onClick={() => setOpen(true)}
          data-testid="give-open"
          aria-label={t('ticket.give.actionFor', { seq: ticket.seq, of: ticket.of })}
        >
          {t('ticket.give.action')}
        </Button>
      )}
      <PopupSheet
        visible={open}
        onClose={close}
        title={t('ticket.give.title', { seq: ticket.seq, of: ticket.of })}
        testId="give-sheet"
      >
        <p className="give-ticket__hint">{t('ticket.give.hint')}</p>
        <div className="give-ticket__ways" {...ways.group} aria-label={t('ticket.give.how')}>
          {giveWays.map((w, i) => (
            <button
              key={w}
              {...ways.radio(w, i)}
              className={`give-ticket__way${way === w ? ' give-ticket__way--on' : ''}`}
              data-testid={`give-way-${w}`}
            >
              {t(`ticket.give.way.${w}`)}
            </button>
          ))}
        </div>
        {way === 'member' ? (
          <form
            className="give-ticket__form"
            onSubmit={(e) => {
              e.preventDefault();
              submitMember();
            }}
          >
            <label htmlFor={emailId} className="give-ticket__label">
              {t('ticket.give.emailLabel')}
            </label>
            <Input
              id={emailId}
              type="email"
              autoComplete="off"
              value={email}
              onChange={setEmail}
              placeholder={t('ticket.give.emailPlaceholder')}
              data-testid="give-email"
            />
            <p className="give-ticket__note">{t('ticket.give.memberNote')}</p>
            <Button block color="primary" type="submit" loading={give.isPending} data-testid="give-submit">
              {t('ticket.give.submit')}
            </Button>
          </form>
        ) : link ? (
          <div className="give-ticket__form" data-testid="give-link">
            <label htmlFor={`${emailId}-link`} className="give-ticket__label">
              {t('ticket.give.linkLabel')}
            </label>
            <input
              id={`${emailId}-link`}
              className="give-ticket__link"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="give-link-url"
            />
            <p className="give-ticket__note">{t('ticket.give.linkNote')}</p>
            <Button block color="primary" onClick={() => void share(link)} data-testid="give-share">
              {t('ticket.give.share')}
            </Button>
            <Button block fill="outline" onClick={() => void copy(link)} data-testid="give-copy">
              {t('ticket.give.copy')}
            </Button>
          </div>
        ) : (
          <div className="give-ticket__form">
            <p className="give-ticket__note">{t('ticket.give.linkExplain')}</p>
            <Button block color="primary" loading={create.isPending} onClick={makeLink} data-testid="give-create-link">
              {t(ticket.link ? 'ticket.give.newLink' : 'ticket.give.createLink')}
            </Button>
          </div>
        )}
      </PopupSheet>
    </div>
  );
}
