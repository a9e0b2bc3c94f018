import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@nanhua/contract';
import './page-loader.css';

type Phase = 'waiting' | 'loading' | 'timeout';

interface PageLoaderProps {
  /** What a click on the timeout message does; a full reload by default. */
  onReload?: () => void;
}

/** SPEC §2: nothing for the first 200 ms, then an indicator; after 60 s a click-to-reload error. */
export function PageLoader({ onReload = () => window.location.reload() }: PageLoaderProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('waiting');

  useEffect(() => {
    const show = setTimeout(() => setPhase('loading'), limits.loaderDelayMs);
    const giveUp = setTimeout(() => setPhase('timeout'), limits.loaderTimeoutMs);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, []);

  return (
    <div className="page-loader" data-testid="page-loader" data-phase={phase} aria-busy={phase !== 'timeout'}>
      {phase === 'loading' && (
        <div className="page-loader__indicator" role="status">
          {/* antd-mobile's SpinLoading drawn by CSS alone: its animation library stays off the first screen. */}
          <svg className="page-loader__spin" viewBox="0 0 32 32" aria-hidden="true">
            <circle
              className="page-loader__spin-fill"
              fill="transparent"
              strokeWidth="2"
              strokeDasharray="94.25"
              strokeLinecap="square"
              r="15"
              cx="16"
              cy="16"
            />
          </svg>
          <span>{t('loader.loading')}</span>
        </div>
      )}
      {phase === 'timeout' && (
        <button type="button" className="page-loader__reload" onClick={onReload}>
          {t('loader.timeout')}
        </button>
      )}
    </div>
  );
}
