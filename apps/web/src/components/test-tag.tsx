import { useTranslation } from 'react-i18next';
import './test-tag.css';

/**
 * Demo money must not look like real money. The TEST / 测试 tag on a sandbox payment and on
 * every order paid (or to be paid) through the sandbox (the order's `testPayment`).
 */
export function TestTag({ large }: { large?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`test-tag${large ? ' test-tag--large' : ''}`}
      title={t('common.testTagHint')}
      data-testid="test-tag"
    >
      {t('common.testTag')}
    </span>
  );
}
