import { useState } from 'react';
import { App, Button, Card, Divider, Flex, Result, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { CallPath } from '@nanhua/client';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useOutletContext, useParams } from 'react-router';
import { ResourceForm } from '../components/resource-form';
import { contentFamily } from '../features/content/family';
import { findFamily } from '../features/content/families';
import { useParentOptions } from '../features/content/parents';
import type { ContentFamilyDecl, ContentRow } from '../features/content/types';
import { draftsOf, optionsBody, VoteOptionsEditor } from '../features/content/vote-options';
import { canCall, type Role } from '@nanhua/contract/rules';
import { useStaffCreate, useStaffGet, useStaffUpdate } from '../lib/staff-call';

type Body = Record<string, unknown>;

/** The form of one item (new or existing), with the vote options beside a vote's fields. */
function ContentForm({
  decl,
  row,
  onSaved,
}: {
  decl: ContentFamilyDecl;
  row?: ContentRow;
  onSaved: (saved: ContentRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const { parents, loading } = useParentOptions(decl, en);
  const family = contentFamily(decl.name);
  const create = useStaffCreate(family);
  const update = useStaffUpdate(family);
  const [options, setOptions] = useState(() => draftsOf(row?.options));
  if (loading) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  const submit = async (body: Body) => {
    if (decl.voteOptions) {
      const sent = optionsBody(options);
      if (!sent) throw new Error(t('content.options.tooFew'));
      body.options = sent;
    }
    const saved = row
      ? await update.mutateAsync({ id: row.id, body })
      : await create.mutateAsync({ ...decl.createExtra?.(), ...body });
    onSaved(saved as ContentRow);
  };
  return (
    <>
      {decl.voteOptions && (
        <>
          <VoteOptionsEditor value={options} onChange={setOptions} />
          <Divider />
        </>
      )}
      <ResourceForm<Body>
        key={row?.id ?? 'new'}
        fields={decl.fields({ t, en, parents })}
        initial={row ?? decl.initial?.()}
        submitText={row ? undefined : t('common.create')}
        testId="content-form"
        onSubmit={submit}
      />
    </>
  );
}

/** Create or edit an item of any content family (`/content/:family/new`, `/content/:family/:id`). */
export default function ContentEditPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { role } = useOutletContext<{ role: Role }>();
  const params = useParams();
  const decl = findFamily(params.family);
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const one = useStaffGet(contentFamily(decl?.name ?? ''), decl ? id : null);
  if (!decl) return <Result status="404" title={t('content.notFoundFamily')} />;
  const item = t(`content.item.${decl.name}`);
  const listHref = `/content/${decl.name}`;
  const back = (
    <Link to={listHref}>
      <Button type="text" icon={<ArrowLeftOutlined />} data-testid="content-back">
        {t('common.back')}
      </Button>
    </Link>
  );
  const may = (s: string) => canCall(role, `/admin/${decl.name}/${s}` as CallPath);

  if (id === null) {
    if (decl.fixed || !may('create')) return <Result status="403" title={t('common.noAccess')} extra={back} />;
    return (
      <Flex vertical gap={16} data-testid="content-new">
        <Flex align="center" gap={8}>
          {back}
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('content.newTitle', { item })}
          </Typography.Title>
        </Flex>
        <Card>
          <ContentForm
            key={`${decl.name}-new`}
            decl={decl}
            onSaved={() => {
              void message.success(t('common.created'));
              navigate(listHref);
            }}
          />
        </Card>
      </Flex>
    );
  }

  if (one.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (one.isError)
    return <Result status="404" title={t('common.notFound')} subTitle={one.error.message} extra={back} />;
  const row = one.data;
  const preview = decl.preview?.(row);
  return (
    <Flex vertical gap={16} data-testid="content-edit">
      <Flex align="center" gap={8} wrap>
        {back}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('content.editTitle', { item })} · {decl.label(row, i18n.language === 'en')}
        </Typography.Title>
        {decl.publishable &&
          (row.published ? (
            <Tag color="green">{t('content.published')}</Tag>
          ) : (
            <Tag data-testid="edit-unpublished">{t('content.unpublished')}</Tag>
          ))}
        <div style={{ flex: 1 }} />
        {preview && (
          <Typography.Link href={preview} target="_blank" rel="noopener" data-testid="edit-preview">
            {t('common.preview')}
          </Typography.Link>
        )}
      </Flex>
      <Card>
        {may('update/{id}') ? (
          <ContentForm
            key={`${decl.name}-${row.id}`}
            decl={decl}
            row={row}
            onSaved={() => void message.success(t('common.saved'))}
          />
        ) : (
          <Result status="403" title={t('common.noAccess')} />
        )}
      </Card>
    </Flex>
  );
}
