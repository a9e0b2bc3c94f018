import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextArea, Toast } from 'antd-mobile';
import { limits } from '@nanhua/contract';
import { isSignedIn } from '@nanhua/client';
import { goToSignIn } from '../../../lib/navigation';

interface ComposerProps {
  placeholder: string;
  onSubmit: (text: string) => Promise<unknown>;
  testId: string;
}

/** Write a comment or reply: 1–140 characters; signed-out visitors are sent to sign in. */
export function Composer({ placeholder, onSubmit, testId }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  if (!isSignedIn()) {
    return (
      <Button
        block
        fill="outline"
        color="danger"
        className="composer__login"
        onClick={() => goToSignIn()}
        data-testid={`${testId}-login`}
      >
        {t('engage.comments.signInToComment')}
      </Button>
    );
  }

  const submit = async () => {
    if (!text.trim()) {
      Toast.show({ content: t('engage.comments.textRequired') });
      return;
    }
    setBusy(true);
    try {
      await onSubmit(text.trim());
      setText('');
      Toast.show({ icon: 'success', content: t('engage.comments.posted') });
    } catch {
      // The request helper has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="composer" data-testid={testId}>
      <TextArea
        className="composer__input"
        value={text}
        onChange={setText}
        placeholder={placeholder}
        maxLength={limits.textareaMax}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        data-testid={`${testId}-input`}
      />
      <Button
        size="small"
        color="danger"
        shape="rounded"
        loading={busy}
        disabled={busy}
        onClick={() => void submit()}
        data-testid={`${testId}-send`}
      >
        {t('engage.comments.send')}
      </Button>
    </div>
  );
}
