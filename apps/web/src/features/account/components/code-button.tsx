import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { limits, type VerifyCodeType } from '@nanhua/contract';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { useCodeToEmail } from '../api/code-to-email';
import './code-button.css';

interface CodeButtonProps {
  /** The validated email to send to, or null when the email field is not valid yet. */
  getEmail: () => Promise<string | null>;
  templateType: VerifyCodeType;
}

/**
 * "Get code" with the 60-second countdown of SPEC §9; the countdown starts once the mail is sent. While it
 * runs the button refuses (aria-disabled) but keeps focus: a disabled button would drop a keyboard user's
 * focus on the page's body (issue 35). With reduced motion the label does not count each second; it says
 * the code was sent until a new one may be asked for.
 */
export function CodeButton({ getEmail, templateType }: CodeButtonProps) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const send = useCodeToEmail();

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const waiting = seconds > 0;
  const refusing = waiting || send.isPending;
  const onClick = async () => {
    if (refusing) return;
    const email = await getEmail();
    if (!email) return;
    try {
      await send.mutateAsync({ email, templateType });
    } catch {
      return; // the request helper has shown the reason
    }
    Toast.show({ icon: 'success', content: t('account.code.sent') });
    setSeconds(limits.codeCountdownSeconds);
  };

  return (
    <button
      type="button"
      className="code-button"
      data-testid="code-button"
      aria-disabled={refusing || undefined}
      onClick={() => void onClick()}
    >
      {waiting
        ? prefersReducedMotion()
          ? t('account.code.sentWait')
          : t('account.code.resend', { seconds })
        : t('account.code.send')}
    </button>
  );
}
