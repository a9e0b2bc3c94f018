import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageToggle } from '../../../components/language-toggle';
import { SearchIcon } from '../../../components/icons';
import './home-top-bar.css';

/** Sticky bar of the home screen: identity, the search entry and the language switch. */
export function HomeTopBar({ searchTo }: { searchTo: string }) {
  const { t } = useTranslation();
  return (
    <header className="home-top-bar" data-testid="home-top-bar">
      <div className="home-top-bar__brand">
        <img className="home-top-bar__logo" src="/logo.svg" alt={t('app.logoAlt')} width={28} height={28} />
        <span className="home-top-bar__name">{t('app.name')}</span>
      </div>
      <Link className="home-top-bar__search" to={searchTo} data-testid="home-search">
        <SearchIcon className="home-top-bar__search-icon" />
        <span className="home-top-bar__search-text">{t('home.search')}</span>
      </Link>
      <LanguageToggle />
    </header>
  );
}
