import { useTranslation } from 'react-i18next';
import { Button, Form, TextArea, Toast } from 'antd-mobile';
import { limits } from '@nanhua/contract';
import { useAddFeedback } from '../api/add-feedback';
import './feedback.css';

/** Feedback: free text, required, at most 140; the 15-day reply promise is shown. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ content: string }>();
  const add = useAddFeedback();

  const onFinish = async ({ content }: { content: string }) => {
    await add.mutateAsync(content.trim()).then(
      () => {
        Toast.show({ icon: 'success', content: t('account.feedback.done') });
        form.resetFields();
        onSent();
      },
      () => undefined,
    );
  };

  return (
    <div className="feedback-form">
      <Form
        form={form}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="danger" size="large" loading={add.isPending} data-testid="feedback-submit">
            {t('account.feedback.submit')}
          </Button>
        }
      >
        <Form.Item
          name="content"
          rules={[{ required: true, whitespace: true, message: t('account.feedback.required') }]}
        >
          <TextArea
            rows={6}
            maxLength={limits.textareaMax}
            showCount
            placeholder={t('account.feedback.placeholder')}
            data-testid="feedback-content"
          />
        </Form.Item>
      </Form>
      <p className="feedback-form__promise" data-testid="feedback-promise">
        {t('account.feedback.promise')}
      </p>
    </div>
  );
}
