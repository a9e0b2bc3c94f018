import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { limits, type VerifyCodeType } from '@nanhua/contract';
import { useCodeToEmail } from '../api/code-to-email';

interface CodeButtonProps {
  /** The validated email to send to, or null when the email field is not valid yet. */
  getEmail: () => Promise<string | null>;
  templateType: VerifyCodeType;
}

/** "Get code" with the 60-second countdown of SPEC §9; the countdown starts once the mail is sent. */
export function CodeButton({ getEmail, templateType }: CodeButtonProps) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const send = useCodeToEmail();

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const onClick = async () => {
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

  const waiting = seconds > 0;
  return (
    <button
      type="button"
      className="code-button"
      data-testid="code-button"
      disabled={waiting || send.isPending}
      onClick={() => void onClick()}
    >
      {waiting ? t('account.code.resend', { seconds }) : t('account.code.send')}
    </button>
  );
}
