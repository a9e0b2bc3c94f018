import type { ReactNode } from 'react';
import { App, Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useStaffCreate, useStaffGet, useStaffUpdate, type StaffFamily } from '../../lib/staff-call';

export interface FormSlot<Row, Body> {
  /** The record being edited; absent when creating. */
  row?: Row;
  onSubmit: (body: Body) => Promise<unknown>;
  submitText: string;
}

/**
 * A family's create / edit page (`<list>/new`, `<list>/:id`): a back link, a title, and the family's
 * form; after a save it returns to the list with a message. A record that is not there says so.
 */
export function FamilyEditPage<Row extends { id: number; updatedAt?: string; createdAt?: string }, Body>(props: {
  family: StaffFamily<Row, Body>;
  listPath: string;
  newTitle: string;
  title: (row: Row) => string;
  form: (slot: FormSlot<Row, Body>) => ReactNode;
  /** Above the form (help that applies to every change). */
  notice?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const one = useStaffGet(props.family, id);
  const create = useStaffCreate(props.family);
  const update = useStaffUpdate(props.family);

  const back = (
    <Link to={props.listPath}>
      <Button type="text" icon={<ArrowLeftOutlined />} data-testid="back">
        {t('common.back')}
      </Button>
    </Link>
  );
  const page = (title: string, form: ReactNode, suffix: string) => (
    <Flex vertical gap={16} data-testid={`${props.testId}-${suffix}`}>
      <Flex align="center" gap={8}>
        {back}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {props.notice}
      <Card>{form}</Card>
    </Flex>
  );

  if (id === null) {
    if (params.id !== undefined) return <Result status="404" title={t('common.notFound')} extra={back} />;
    return page(
      props.newTitle,
      props.form({
        submitText: t('common.create'),
        onSubmit: async (body) => {
          await create.mutateAsync(body);
          void message.success(t('common.created'));
          navigate(props.listPath);
        },
      }),
      'new',
    );
  }
  if (one.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (one.isError)
    return <Result status="404" title={t('common.notFound')} subTitle={one.error.message} extra={back} />;
  const row = one.data;
  return page(
    props.title(row),
    <div key={`${row.id}-${row.updatedAt ?? ''}`}>
      {props.form({
        row,
        submitText: t('common.save'),
        onSubmit: async (body) => {
          await update.mutateAsync({ id: row.id, body });
          void message.success(t('common.saved'));
        },
      })}
    </div>,
    'edit',
  );
}
