import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { limits, type VersionInfo } from '@nanhua/contract';
import { formatDate } from '../../../lib/format';
import { isNewerVersion } from '../api/get-version-upgrade';
import './version-upgrade-details.css';

interface VersionUpgradeDetailsProps {
  info: VersionInfo | null;
  onLater: () => void;
}

export function VersionUpgradeDetails({ info, onLater }: VersionUpgradeDetailsProps) {
  const { t } = useTranslation();

  if (!isNewerVersion(info)) {
    return (
      <div className="version-upgrade" data-testid="version-up-to-date">
        <img className="version-upgrade__logo" src="/logo.svg" alt={t('app.logoAlt')} width={72} height={72} />
        <p className="version-upgrade__headline">{t('version.upToDate')}</p>
        <p className="version-upgrade__current">{t('version.current', { name: limits.appVersion })}</p>
      </div>
    );
  }

  return (
    <div className="version-upgrade" data-testid="version-upgrade">
      <img className="version-upgrade__logo" src="/logo.svg" alt={t('app.logoAlt')} width={72} height={72} />
      <p className="version-upgrade__headline">{t('version.available', { name: info.versionName })}</p>
      <p className="version-upgrade__current">{t('version.current', { name: limits.appVersion })}</p>
      <dl className="version-upgrade__facts">
        <dt>{t('version.mandatory')}</dt>
        <dd data-testid="version-mandatory">{info.mandatory ? t('common.yes') : t('common.no')}</dd>
        <dt>{t('version.publishedAt')}</dt>
        <dd>{formatDate(info.publishedAt)}</dd>
      </dl>
      <section className="version-upgrade__notes">
        <h2>{t('version.whatsNew')}</h2>
        <p>{info.description}</p>
      </section>
      <div className="version-upgrade__actions">
        {info.downloadUrl && (
          <a
            className="version-upgrade__download"
            href={info.downloadUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="version-download"
          >
            {t('version.download')}
          </a>
        )}
        {!info.mandatory && (
          <Button block fill="none" onClick={onLater}>
            {t('version.later')}
          </Button>
        )}
      </div>
    </div>
  );
}
