import { useTranslation } from 'react-i18next';
import { Button, Toast } from 'antd-mobile';
import { isSignedIn } from '@nanhua/client';
import { formatTime } from '../../../lib/format';
import { signInThen, useResumeIntent } from '../../../lib/intent';
import { useReminder, useSetReminder } from '../api/reminder';
import './notify-me.css';

/**
 * "Notify me" (开售提醒) on a sale that has not opened: when it opens the member gets a message and a mail,
 * once. Shows that they asked, with a way to cancel; a visitor signs in (or registers) and comes back with it set.
 */
export function NotifyMe({ saleId, title, opensAt }: { saleId: number; title: string; opensAt: string }) {
  const { t } = useTranslation();
  const reminder = useReminder(saleId);
  const set = useSetReminder(saleId);
  const intentKey = `sale:${saleId}`;
  const change = (asked: boolean) =>
    set.mutate(asked, {
      onSuccess: (s) =>
        s &&
        Toast.show({ icon: 'success', content: t(s.asked ? 'ticket.reminder.done' : 'ticket.reminder.cancelled') }),
    });
  useResumeIntent('notify', intentKey, () => change(true));
  const asked = reminder.data?.asked ?? false;
  return (
    <div className="notify-me" data-testid="notify-me" data-asked={asked}>
      <p className="notify-me__opens" data-testid="sale-opens">
        {t('ticket.sale.opensAt', { time: formatTime(opensAt).slice(0, 16) })}
      </p>
      {asked ? (
        <div className="notify-me__asked">
          <p className="notify-me__note" role="status" data-testid="notify-asked">
            <span aria-hidden="true">✓ </span>
            {t('ticket.reminder.asked')}
          </p>
          <Button
            className="notify-me__cancel"
            fill="outline"
            color="primary"
            loading={set.isPending}
            aria-label={t('ticket.reminder.cancelNamed', { title })}
            data-testid="notify-cancel"
            onClick={() => change(false)}
          >
            {t('ticket.reminder.cancel')}
          </Button>
        </div>
      ) : (
        <Button
          className="notify-me__ask"
          block
          color="primary"
          loading={set.isPending}
          aria-label={t('ticket.reminder.notifyNamed', { title })}
          data-testid="notify-me-button"
          onClick={() => (isSignedIn() ? change(true) : signInThen('notify', intentKey))}
        >
          {t('ticket.reminder.notify')}
        </Button>
      )}
    </div>
  );
}
