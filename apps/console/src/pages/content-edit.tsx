import { useRef, useState } from 'react';
import { App, Button, Card, Divider, Flex, Form, Modal, Result, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { RequestError, type CallPath } from '@nanhua/client';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useNavigate, useOutletContext, useParams } from 'react-router';
import { readDraft, clearDraft } from '../components/drafts';
import { ResourceForm } from '../components/resource-form';
import { contentFamily } from '../features/content/family';
import { findFamily } from '../features/content/families';
import { useParentOptions } from '../features/content/parents';
import type { ContentFamilyDecl, ContentRow } from '../features/content/types';
import { draftsOf, optionsBody, VoteOptionsEditor } from '../features/content/vote-options';
import { canCall, type Role } from '@nanhua/contract/rules';
import { formatDateTime } from '../lib/format';
import { useMe } from '../lib/session';
import { useStaffCreate, useStaffGet, useStaffUpdate } from '../lib/staff-call';

type Body = Record<string, unknown>;
/** What the server answers a save made against an outdated version (msg.content.staleVersion). */
interface Conflict {
  by: string | null;
  at: string | null;
  version: string;
}

const conflictOf = (err: unknown): Conflict | null => {
  const c = err instanceof RequestError ? (err.result as { conflict?: Conflict } | undefined)?.conflict : undefined;
  return c && typeof c.version === 'string' ? c : null;
};

/**
 * The form of one item (new or existing), with the vote options beside a vote's fields. What is typed
 * is kept as a draft in this browser (per item and staff account) until saved; a save carries the
 * version the form was loaded at, and one the server finds outdated opens the review dialog.
 */
function ContentForm({
  decl,
  row,
  draftKey,
  onSaved,
  onReload,
}: {
  decl: ContentFamilyDecl;
  row?: ContentRow;
  draftKey: string;
  onSaved: (saved: ContentRow) => void;
  /** Drop what is typed and show the item as the server has it now. */
  onReload?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const { parents, loading } = useParentOptions(decl, en);
  const family = contentFamily(decl.name);
  const create = useStaffCreate(family);
  const update = useStaffUpdate(family);
  const [form] = Form.useForm();
  const [options, setOptions] = useState(() => draftsOf(row?.options));
  // The version this form's values were typed against: a restored draft's, else the item's as loaded.
  const [base] = useState(() => readDraft(draftKey)?.base ?? (row?.version as string | undefined));
  const version = useRef(base);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const reviewHref = useHref(`/content/${decl.name}/${row?.id ?? ''}`);
  if (loading) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  const submit = async (body: Body) => {
    if (decl.voteOptions) {
      const sent = optionsBody(options);
      if (!sent) throw new Error(t('content.options.tooFew'));
      body.options = sent;
    }
    try {
      const saved = row
        ? await update.mutateAsync({ id: row.id, body: { ...body, version: version.current } })
        : await create.mutateAsync({ ...decl.createExtra?.(), ...body });
      version.current = (saved as ContentRow).version as string | undefined;
      onSaved(saved as ContentRow);
    } catch (err) {
      setConflict(conflictOf(err));
      throw err;
    }
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
        form={form}
        fields={decl.fields({ t, en, parents })}
        initial={row ?? decl.initial?.()}
        submitText={row ? undefined : t('common.create')}
        testId="content-form"
        onSubmit={submit}
        draft={{ key: draftKey, base }}
      />
      {conflict && row && (
        <Modal
          open
          title={
            conflict.by && conflict.at
              ? t('content.conflict.title', { by: conflict.by, at: formatDateTime(conflict.at) })
              : t('content.conflict.titleUnknown')
          }
          onCancel={() => setConflict(null)}
          footer={[
            <Button
              key="reload"
              onClick={() => {
                clearDraft(draftKey);
                setConflict(null);
                onReload?.();
              }}
              data-testid="conflict-reload"
            >
              {t('content.conflict.reload')}
            </Button>,
            <Button
              key="mine"
              type="primary"
              onClick={() => {
                // Saved over theirs, knowingly: against the version the server has now.
                version.current = conflict.version;
                setConflict(null);
                form.submit();
              }}
              data-testid="conflict-keep-mine"
            >
              {t('content.conflict.keepMine')}
            </Button>,
          ]}
          data-testid="conflict-dialog"
        >
          <Typography.Paragraph>{t('content.conflict.body')}</Typography.Paragraph>
          <Typography.Link href={reviewHref} target="_blank" rel="noopener" data-testid="conflict-review">
            {t('content.conflict.review')}
          </Typography.Link>
        </Modal>
      )}
    </>
  );
}

/** Create or edit an item of any content family (`/content/:family/new`, `/content/:family/:id`). */
export default function ContentEditPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { role } = useOutletContext<{ role: Role }>();
  const me = useMe();
  const [reloads, setReloads] = useState(0);
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
  // A draft belongs to one item and one staff account (another editor on this browser never sees it).
  const draftKey = `${me.data?.id ?? 0}:${decl.name}:${id ?? 'new'}`;

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
            draftKey={draftKey}
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
            key={`${decl.name}-${row.id}-${reloads}`}
            decl={decl}
            row={row}
            draftKey={draftKey}
            onSaved={() => void message.success(t('common.saved'))}
            onReload={() => void one.refetch().then(() => setReloads((n) => n + 1))}
          />
        ) : (
          <Result status="403" title={t('common.noAccess')} />
        )}
      </Card>
    </Flex>
  );
}
