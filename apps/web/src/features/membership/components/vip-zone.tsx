import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from 'antd-mobile';
import type { VipZone as VipZoneData } from '@nanhua/contract';
import { Empty } from '../../../components/empty';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { href } from '../../../config/paths';
import { resourceUrl } from '../../../lib/resource';
import { useVipZone } from '../api/get-vip-zone';
import { packagesAnchor } from './member-purchase';
import './membership.css';

export const vipZoneAnchor = 'vip-zone';

interface VipItem {
  key: string;
  to: string;
  title: string;
  summary: string;
  image: string;
}

const groups = (z: VipZoneData): { key: 'videos' | 'knowledge' | 'productions'; items: VipItem[] }[] => [
  {
    key: 'videos',
    items: z.videos.map((v) => ({
      key: `v${v.id}`,
      to: href('/pages/video/detail', { id: v.id }),
      title: v.title,
      summary: v.summary,
      image: v.poster,
    })),
  },
  {
    key: 'knowledge',
    items: z.knowledge.map((k) => ({
      key: `k${k.id}`,
      to: href('/pages/knowledge/detail', { id: k.id }),
      title: k.title,
      summary: k.summary,
      image: k.cover,
    })),
  },
  {
    key: 'productions',
    items: z.productions.map((p) => ({
      key: `p${p.id}`,
      to: href('/pages/theatreUltimate/detail', { id: p.id }),
      title: p.title,
      summary: p.summary,
      image: p.poster,
    })),
  },
];

function JoinGuide() {
  const { t } = useTranslation();
  return (
    <div className="vip-guide" data-testid="vip-guide">
      <h3 className="vip-guide__title">{t('member.vip.guestTitle')}</h3>
      <p className="vip-guide__text">{t('member.vip.guestIntro')}</p>
      <ul className="vip-guide__benefits">
        <li>{t('member.vip.benefitVideos')}</li>
        <li>{t('member.vip.benefitLearning')}</li>
        <li>{t('member.vip.benefitShop')}</li>
      </ul>
      <Button
        size="small"
        color="primary"
        fill="outline"
        data-testid="vip-choose-package"
        onClick={() => document.getElementById(packagesAnchor)?.scrollIntoView({ behavior: 'smooth' })}
      >
        {t('member.vip.choosePackage')}
      </Button>
    </div>
  );
}

/** The VIP Zone: member-only items across the families; members are invited to enjoy them, others told how to join. */
export function VipZone({ isMember, focus }: { isMember: boolean; focus: boolean }) {
  const { t } = useTranslation();
  const query = useVipZone();
  const ref = useRef<HTMLElement>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    // Scroll once the items are in, so the page above has its final height.
    if (focus && loaded) ref.current?.scrollIntoView?.();
  }, [focus, loaded]);
  const filled = query.data ? groups(query.data).filter((g) => g.items.length > 0) : [];
  return (
    <section
      className="member-panel vip-zone"
      id={vipZoneAnchor}
      ref={ref}
      data-testid="vip-zone"
      data-member={isMember}
    >
      <h2 className="member-section-title">{t('member.vip.title')}</h2>
      {isMember ? (
        <p className="member-hint" data-testid="vip-intro">
          {t('member.vip.memberIntro')}
        </p>
      ) : (
        <JoinGuide />
      )}
      {query.isPending ? (
        <PageLoader onReload={() => void query.refetch()} />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : filled.length === 0 ? (
        <Empty />
      ) : (
        filled.map((g) => (
          <div key={g.key} className="vip-group" data-testid={`vip-${g.key}`}>
            <h3 className="vip-group__title">{t(`member.vip.${g.key}`)}</h3>
            <ul className="vip-grid">
              {g.items.map((item) => (
                <li key={item.key}>
                  <Link className="vip-card" to={item.to} data-testid="vip-item">
                    <span className="vip-card__cover">
                      <img src={resourceUrl(item.image)} alt="" loading="lazy" />
                      <span className="vip-card__tag">
                        {t(isMember ? 'member.vip.enjoy' : 'member.vip.membersOnly')}
                      </span>
                    </span>
                    <span className="vip-card__title">{item.title}</span>
                    <span className="vip-card__summary">{item.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
