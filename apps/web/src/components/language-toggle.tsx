import { useTranslation } from 'react-i18next';
import type { Locale } from '@nanhua/contract';
import { currentLocale, setLocale } from '../lib/i18n';
import './language-toggle.css';

/**
 * Shows the language it switches to, in that language; the choice is remembered (SPEC §1). Its name is
 * that visible word (WCAG 2.5.3: a voice user says what they see); "Switch language" is its description.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const next: Locale = currentLocale() === 'en' ? 'zh-Hans' : 'en';
  return (
    <button
      type="button"
      className="language-toggle"
      data-testid="lang-toggle"
      lang={next}
      title={t('lang.switchTo')}
      data-current={i18n.language}
      onClick={() => void setLocale(next)}
    >
      {t(`lang.${next}`)}
    </button>
  );
}
