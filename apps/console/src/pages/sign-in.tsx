import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageToggle } from '../app/shell';
import { safeFrom } from '../lib/navigation';
import { meKey, signInStaff } from '../lib/session';

/** Staff sign-in; afterwards back to the page that asked for it. A member is told the console is staff-only. */
export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<'staffOnly' | string | null>(params.get('staffOnly') ? 'staffOnly' : null);
  const [busy, setBusy] = useState(false);
  // Percent of the security check while this browser solves it; null when none runs.
  const [checking, setChecking] = useState<number | null>(null);

  const submit = async (v: { email: string; password: string }) => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await signInStaff({ email: v.email.trim(), password: v.password }, (p) =>
        setChecking(Math.floor(p.fraction * 100)),
      );
      if (outcome.kind === 'member') {
        setProblem('staffOnly');
        return;
      }
      qc.setQueryData(meKey, outcome.user);
      navigate(safeFrom(params.get('from')), { replace: true });
    } catch (err) {
      setProblem(err instanceof Error && err.message ? err.message : t('signIn.failed'));
    } finally {
      setBusy(false);
      setChecking(null);
    }
  };

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 24 }}
      data-testid="sign-in-page"
    >
      <Flex justify="flex-end" style={{ width: 400 }}>
        <LanguageToggle />
      </Flex>
      <Card style={{ width: 400, marginTop: 12 }}>
        <Typography.Title level={3} style={{ marginTop: 0, color: '#c8161d' }}>
          {t('signIn.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('signIn.subtitle')}</Typography.Paragraph>
        {problem && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={problem === 'staffOnly' ? t('signIn.staffOnly') : problem}
            data-testid="sign-in-error"
          />
        )}
        <Form
          layout="vertical"
          onFinish={(v: { email: string; password: string }) => void submit(v)}
          requiredMark={false}
        >
          <Form.Item
            name="email"
            label={t('signIn.email')}
            rules={[{ required: true, whitespace: true, message: t('signIn.emailRequired') }]}
          >
            <Input type="email" autoComplete="username" data-testid="sign-in-email" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('signIn.password')}
            rules={[{ required: true, message: t('signIn.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" data-testid="sign-in-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="sign-in-submit">
            {t('signIn.submit')}
          </Button>
          {checking !== null && (
            <Typography.Paragraph
              type="secondary"
              role="status"
              style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}
              data-testid="sign-in-checking"
            >
              {t('signIn.checking', { percent: checking })}
            </Typography.Paragraph>
          )}
        </Form>
      </Card>
    </Flex>
  );
}
