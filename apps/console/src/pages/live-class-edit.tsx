import { useState } from 'react';
import { App, Button, Card, Flex, Popconfirm, Result, Spin, Table, Tabs, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffLiveClass, StaffLiveClassBody, StaffReplayBody } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useOutletContext, useParams } from 'react-router';
import { ResourceForm, type FieldDef } from '../components/resource-form';
import { attachReplay, listAttendance, setClassClock } from '../features/live-classes/api';
import { liveClassFamily } from '../features/live-classes/family';
import { liveClassFields, newLiveClass } from '../features/live-classes/fields';
import { formatDateTime } from '../lib/format';
import { canCall, type Role } from '@nanhua/contract/rules';
import { familyKeys, useStaffCreate, useStaffGet, useStaffUpdate } from '../lib/staff-call';

function Attendance({ id }: { id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['staff', 'liveCast/class', 'attendance', id, page],
    queryFn: ({ signal }) => listAttendance(id, page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Table
      rowKey="userId"
      loading={list.isFetching}
      dataSource={list.data?.records ?? []}
      locale={{ emptyText: list.isPending ? ' ' : t('live.noAttendees') }}
      pagination={{
        current: page,
        pageSize: 20,
        total: list.data?.total ?? 0,
        onChange: setPage,
        showTotal: (n) => t('common.total', { count: n }),
      }}
      columns={[
        { key: 'who', title: t('live.attendee'), render: (_, a) => `${a.nickName}${a.email ? ` · ${a.email}` : ''}` },
        { key: 'registeredAt', title: t('live.registeredAt'), render: (_, a) => formatDateTime(a.registeredAt) },
        { key: 'firstJoinedAt', title: t('live.firstJoinedAt'), render: (_, a) => formatDateTime(a.firstJoinedAt) },
        { key: 'joins', title: t('live.joins'), dataIndex: 'joins' },
      ]}
    />
  );
}

function ReplayForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const fields: FieldDef[] = [
    { kind: 'switch', name: 'isPremium', label: t('live.replayPremium') },
    {
      kind: 'video',
      name: 'media',
      label: t('live.replayMedia'),
      required: true,
      posterField: 'poster',
      premiumField: 'isPremium',
    },
    { kind: 'number', name: 'duration', label: t('live.replayDuration'), required: true, min: 1, max: 86_400 },
    { kind: 'image', name: 'poster', label: t('live.replayPoster'), aspect: 'video' },
    { kind: 'url', name: 'subtitlesZh', label: t('live.replaySubtitlesZh') },
    { kind: 'url', name: 'subtitlesEn', label: t('live.replaySubtitlesEn') },
  ];
  return (
    <ResourceForm<StaffReplayBody>
      fields={fields}
      initial={{ isPremium: false }}
      submitText={t('live.replayAttach')}
      testId="replay-form"
      onSubmit={async (body) => {
        await attachReplay(id, body);
        void message.success(t('live.replayAttached'));
        await qc.invalidateQueries({ queryKey: familyKeys.all(liveClassFamily) });
      }}
    />
  );
}

function ClockActions({ c }: { c: StaffLiveClass }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const act = useMutation({
    mutationFn: (what: 'start' | 'end') => setClassClock(c.id, what),
    onSuccess: (_, what) => {
      void message.success(t(what === 'start' ? 'live.started' : 'live.ended'));
      return qc.invalidateQueries({ queryKey: familyKeys.all(liveClassFamily) });
    },
  });
  return (
    <Flex gap={8}>
      {c.state === 'upcoming' && (
        <Popconfirm
          title={t('live.startConfirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          onConfirm={() => act.mutateAsync('start')}
        >
          <Button data-testid="live-start">{t('live.startNow')}</Button>
        </Popconfirm>
      )}
      {(c.state === 'upcoming' || c.state === 'live') && (
        <Popconfirm
          title={t('live.endConfirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          onConfirm={() => act.mutateAsync('end')}
        >
          <Button danger data-testid="live-end">
            {t('live.endNow')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}

/** Create a class, or edit one with its clock actions, attendance and replay. */
export default function LiveClassEditPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { role } = useOutletContext<{ role: Role }>();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const one = useStaffGet(liveClassFamily, id);
  const create = useStaffCreate(liveClassFamily);
  const update = useStaffUpdate(liveClassFamily);
  const canEdit = canCall(role, '/admin/liveCast/class/update/{id}');
  const fields = liveClassFields(t);

  const back = (
    <Link to="/live-classes">
      <Button type="text" icon={<ArrowLeftOutlined />}>
        {t('common.back')}
      </Button>
    </Link>
  );

  if (id === null) {
    if (!canCall(role, '/admin/liveCast/class/create'))
      return <Result status="403" title={t('common.noAccess')} extra={back} />;
    return (
      <Flex vertical gap={16} data-testid="live-class-new">
        <Flex align="center" gap={8}>
          {back}
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('live.newTitle')}
          </Typography.Title>
        </Flex>
        <Card>
          <ResourceForm<StaffLiveClassBody>
            fields={fields}
            initial={newLiveClass}
            submitText={t('common.create')}
            onSubmit={async (body) => {
              await create.mutateAsync(body);
              void message.success(t('common.created'));
              navigate('/live-classes');
            }}
          />
        </Card>
      </Flex>
    );
  }

  if (one.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (one.isError)
    return <Result status="404" title={t('common.notFound')} subTitle={one.error.message} extra={back} />;
  const c = one.data;
  const title = i18n.language === 'en' && c.titleEn ? c.titleEn : c.titleZh;
  return (
    <Flex vertical gap={16} data-testid="live-class-edit">
      <Flex align="center" gap={8} wrap>
        {back}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Tag>{t(`live.states.${c.state}`)}</Tag>
        <Typography.Text type="secondary">
          {formatDateTime(c.startAt)} – {formatDateTime(c.endAt)} · {t('live.replays', { count: c.replayIds.length })}
        </Typography.Text>
        <div style={{ flex: 1 }} />
        {canCall(role, '/admin/liveCast/class/start/{id}') && <ClockActions c={c} />}
      </Flex>
      <Card>
        <Tabs
          items={[
            ...(canEdit
              ? [
                  {
                    key: 'edit',
                    label: t('live.editTitle'),
                    children: (
                      <ResourceForm<StaffLiveClassBody>
                        key={c.updatedAt}
                        fields={fields}
                        initial={c}
                        onSubmit={async (body) => {
                          await update.mutateAsync({ id: c.id, body });
                          void message.success(t('common.saved'));
                        }}
                      />
                    ),
                  },
                ]
              : []),
            { key: 'attendance', label: t('live.attendance'), children: <Attendance id={c.id} /> },
            ...(canCall(role, '/admin/liveCast/replay/attach/{id}')
              ? [{ key: 'replay', label: t('live.replayTitle'), children: <ReplayForm id={c.id} /> }]
              : []),
          ]}
        />
      </Card>
    </Flex>
  );
}
