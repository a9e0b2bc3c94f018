import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'antd-mobile';
import type { EngageFamily } from '@nanhua/contract';
import { engageFamilies } from '../api/families';

/** Tabs per family (learning, videos, productions), as My Favourites and My Comments show them. */
export function FamilyTabs({ children, testId }: { children: (family: EngageFamily) => ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultActiveKey="knowledge" data-testid={testId}>
      {engageFamilies.map((f) => (
        <Tabs.Tab key={f} title={<span data-testid={`tab-${f}`}>{t(`engage.families.${f}`)}</span>}>
          {children(f)}
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}
