import { Card, Col, Flex, Row, Typography } from 'antd';
import type { CallPath } from '@nanhua/client';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { contentFamilies, contentGroups } from '../features/content/families';
import { canCall, type Role } from '@nanhua/contract/rules';

/** The content families by group: one link per family to its list. */
export default function ContentIndexPage() {
  const { t } = useTranslation();
  const { role } = useOutletContext<{ role: Role }>();
  const visible = contentFamilies.filter((f) => canCall(role, `/admin/${f.name}/list` as CallPath));
  return (
    <Flex vertical gap={16} data-testid="content-index">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('content.indexTitle')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('content.indexHint')}</Typography.Text>
      <Row gutter={[16, 16]}>
        {contentGroups.map((g) => (
          <Col key={g} xs={24} md={12} xl={6}>
            <Card title={t(`content.groups.${g}`)} size="small" style={{ height: '100%' }}>
              <Flex vertical gap={8}>
                {visible
                  .filter((f) => f.group === g)
                  .map((f) => (
                    <Link key={f.name} to={`/content/${f.name}`} data-testid={`content-family-${f.name}`}>
                      {t(`content.families.${f.name}`)}
                    </Link>
                  ))}
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
