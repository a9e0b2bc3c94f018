import { useMemo } from 'react';
import { Flex, Result, Typography } from 'antd';
import type { CallPath } from '@nanhua/client';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useParams } from 'react-router';
import { ResourceList } from '../components/resource-list';
import { contentFamily } from '../features/content/family';
import { FamilyPicker } from '../features/content/family-picker';
import { findFamily } from '../features/content/families';
import { useParentOptions } from '../features/content/parents';
import { canCall, type Role } from '@nanhua/contract/rules';

/** The list of any content family, driven by its declaration (features/content/families). */
export default function ContentListPage() {
  const { t, i18n } = useTranslation();
  const { role } = useOutletContext<{ role: Role }>();
  const name = useParams().family;
  const decl = findFamily(name);
  const en = i18n.language === 'en';
  const family = useMemo(() => contentFamily(decl?.name ?? ''), [decl]);
  const { parents } = useParentOptions(decl, en);
  if (!decl) return <Result status="404" title={t('content.notFoundFamily')} />;
  const ctx = { t, en, parents };
  const may = (s: string) => canCall(role, `/admin/${decl.name}/${s}` as CallPath);
  const what = t(`content.families.${decl.name}`);
  return (
    <Flex vertical gap={16} data-testid={`content-list-${decl.name}`}>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {what}
        </Typography.Title>
        <FamilyPicker value={decl.name} />
      </Flex>
      <ResourceList
        key={decl.name}
        family={family}
        columns={decl.columns(ctx)}
        rowKey={(r) => r.id}
        what={what}
        filters={decl.filters?.(ctx) ?? []}
        createHref={!decl.fixed && may('create') ? `/content/${decl.name}/new` : undefined}
        editHref={may('update/{id}') ? (r) => `/content/${decl.name}/${r.id}` : undefined}
        remove={!decl.fixed && may('delete/{id}') ? { name: (r) => decl.label(r, en) } : undefined}
        previewHref={decl.preview}
        testId="content-list"
      />
    </Flex>
  );
}
