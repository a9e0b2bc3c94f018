import { Tag, Typography } from 'antd';
import { hashHref, pages } from '@nanhua/contract/routes';
import type { StaffLiveClass } from '@nanhua/contract';
import { liveClassStates } from '../features/live-classes/enums';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { liveClassFamily } from '../features/live-classes/family';
import { formatDateTime } from '../lib/format';
import { canCall, type Role } from '@nanhua/contract/rules';

const stateColor = { upcoming: 'blue', live: 'red', ended: 'default', replay: 'green' } as const;

export default function LiveClassesPage() {
  const { t, i18n } = useTranslation();
  const { role } = useOutletContext<{ role: Role }>();
  const en = i18n.language === 'en';
  const canEdit = canCall(role, '/admin/liveCast/class/update/{id}');
  const columns: ColumnDef<StaffLiveClass>[] = [
    {
      key: 'title',
      title: t('live.title'),
      // A long English title wraps, so every column fits 1440 beside the menu.
      width: 320,
      render: (_, c) => (
        <span>
          <Typography.Text strong>{en && c.titleEn ? c.titleEn : c.titleZh}</Typography.Text>
          {!c.published && (
            <Tag style={{ marginInlineStart: 8 }}>
              {t('live.published')}: {t('common.noText')}
            </Tag>
          )}
        </span>
      ),
    },
    { key: 'teacher', title: t('live.teacher'), render: (_, c) => (en && c.teacherEn ? c.teacherEn : c.teacherZh) },
    { key: 'startAt', title: t('live.start'), render: (_, c) => formatDateTime(c.startAt) },
    {
      key: 'state',
      title: t('live.state'),
      render: (_, c) => <Tag color={stateColor[c.state]}>{t(`live.states.${c.state}`)}</Tag>,
    },
    {
      key: 'registered',
      title: t('live.registered'),
      render: (_, c) =>
        c.capacity === null
          ? String(c.registeredCount)
          : t('live.ofCapacity', { n: c.registeredCount, capacity: c.capacity }),
    },
    { key: 'joined', title: t('live.joined'), render: (_, c) => String(c.joinedCount) },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('live.listTitle')}
      </Typography.Title>
      <ResourceList
        family={liveClassFamily}
        columns={columns}
        rowKey={(c) => c.id}
        what={t('live.what')}
        search={false}
        pageSizes={[10, 20, 50]}
        filters={[
          {
            name: 'state',
            label: t('live.state'),
            options: liveClassStates.map((s) => ({ value: s, label: t(`live.states.${s}`) })),
          },
        ]}
        createHref={canCall(role, '/admin/liveCast/class/create') ? '/live-classes/new' : undefined}
        editHref={(c) => `/live-classes/${c.id}`}
        previewHref={(c) => (c.published ? hashHref('', pages.liveCast.index) : null)}
        testId={canEdit ? 'live-classes' : 'live-classes-readonly'}
      />
    </>
  );
}
