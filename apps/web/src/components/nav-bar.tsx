import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../lib/go-back';
import { BackIcon } from './icons';
import './nav-bar.css';

interface NavBarProps {
  title: ReactNode;
  right?: ReactNode;
  /** Hide the back button (e.g. a mandatory upgrade leaves no way back). */
  noBack?: boolean;
}

/** 44 px top bar with back and title (SPEC §9). */
export function NavBar({ title, right, noBack }: NavBarProps) {
  const { t } = useTranslation();
  // On the page the app was opened on there is no in-app page to go back to: the home takes its place.
  const onBack = useGoBack();

  return (
    <header className="nav-bar">
      <div className="nav-bar__side">
        {!noBack && (
          <button
            type="button"
            className="nav-bar__back"
            aria-label={t('nav.back')}
            data-testid="nav-back"
            onClick={onBack}
          >
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className="nav-bar__title">{title}</h1>
      <div className="nav-bar__side nav-bar__side--right">{right}</div>
    </header>
  );
}
