import { App, Card, Flex, Spin, Typography } from 'antd';
import type { CompanyContactForm } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../components/load-failed';
import { ResourceForm } from '../components/resource-form';
import { useCompanyContact, useSaveCompanyContact } from '../features/company-contact/api';
import { companyContactFields } from '../features/company-contact/fields';
import { formatDateTime } from '../lib/format';

/**
 * The company's contact details (admin): one record the app's Company Information and Customer Support
 * pages and the shop's return instructions read. The server checks every field; its refusal shows on the form.
 */
export default function CompanyContactPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const record = useCompanyContact();
  const save = useSaveCompanyContact();
  const row = record.data;

  return (
    <Flex vertical gap={16} data-testid="company-contact">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('companyContact.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('companyContact.intro')}
      </Typography.Paragraph>
      {record.isError && <LoadFailed error={record.error} onRetry={() => void record.refetch()} />}
      {record.isPending && <Spin style={{ display: 'block', margin: '80px auto' }} />}
      {row && (
        <>
          <Typography.Text type="secondary" data-testid="company-contact-saved-at">
            {row.updatedAt
              ? t('companyContact.savedAt', { at: formatDateTime(row.updatedAt) })
              : t('companyContact.neverSaved')}
          </Typography.Text>
          <Card>
            {/* A save answers the record as stored: the form starts again from it. */}
            <div key={row.updatedAt ?? 'defaults'}>
              <ResourceForm<CompanyContactForm>
                fields={companyContactFields(t)}
                initial={row}
                testId="company-contact-form"
                onSubmit={async (body) => {
                  await save.mutateAsync(body);
                  void message.success(t('common.saved'));
                }}
              />
            </div>
          </Card>
        </>
      )}
    </Flex>
  );
}
