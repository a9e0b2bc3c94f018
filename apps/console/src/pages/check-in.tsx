import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Result,
  Select,
  Tag,
  Typography,
  type InputRef,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { looksSigned, ticketOrderLimit } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { getAttendance, getDoorPack, listDoorPerformances } from '../features/door/api';
import { checkCode, importDoorKey, type Admission, type Verdict } from '../features/door/codes';
import { issueList } from '../features/door/issues';
import {
  checkedAt,
  refreshRevocations,
  REVOCATIONS_EVERY_MS,
  STALE_AFTER_MS,
  useNow,
} from '../features/door/revocations';
import { OverrideDialog } from '../features/door/override';
import { CameraToggle } from '../features/door/camera';
import {
  addScan,
  allPacks,
  deviceId,
  loadPack,
  savePack,
  scansOf,
  type StoredPack,
  type StoredScan,
} from '../features/door/store';
import { syncPending } from '../features/door/sync';
import { useDoorOnline } from '../features/door/online';
import { formatDateTime } from '../lib/format';

type Fields = { code: string; count: number };

const PERFORMANCE_KEY = 'console.door.performance';
const RETRY_MS = 15_000;
/** How often the pack's age on screen is brought up to date. */
const AGE_TICK_MS = 15_000;

/** The performances a door can admit for: those starting soon or on now, then upcoming ones (online only). */
function usePerformances(online: boolean) {
  return useQuery({
    queryKey: ['door', 'performances'],
    enabled: online,
    queryFn: listDoorPerformances,
  });
}

/**
 * The door (issue 14), phone-sized: pick the performance (its door pack goes into IndexedDB), then scan
 * with the camera or type a code / order number. The device verifies the signed code (WebCrypto
 * Ed25519), the revocation list and its own used counts, admits or refuses in big letters, queues the
 * scan and syncs it when online; what the server reports back (conflicts, revocations) is listed.
 */
export default function CheckInPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  const { online, noteFailure } = useDoorOnline();
  const performances = usePerformances(online);
  const [form] = Form.useForm<Fields>();
  const input = useRef<InputRef>(null);
  const [performanceId, setPerformanceId] = useState<number | null>(
    () => Number(localStorage.getItem(PERFORMANCE_KEY)) || null,
  );
  const [packs, setPacks] = useState<StoredPack[]>([]);
  const [pack, setPack] = useState<StoredPack | null>(null);
  const [key, setKey] = useState<CryptoKey | null>(null);
  const [packState, setPackState] = useState<'idle' | 'loading' | { error: string }>('idle');
  const [scans, setScans] = useState<StoredScan[]>([]);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [syncState, setSyncState] = useState<'idle' | 'syncing' | 'failed'>('idle');
  /** The code of the verdict shown (what "admit anyway" records). */
  const [verdictCode, setVerdictCode] = useState('');
  /** The override being asked for: the refusal shown, what it admits, and the refused scan it replaces (one the server reported). */
  const [overriding, setOverriding] = useState<{
    refusal: string;
    admit: Admission;
    code?: string;
    replaces?: string;
  } | null>(null);
  const verdictBox = useRef<HTMLDivElement>(null);
  // Each new verdict comes into view whole (on a phone it sits below the scan form).
  useEffect(() => {
    if (verdict) verdictBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [verdict]);

  const refreshScans = useCallback(async (id: number | null) => setScans(id === null ? [] : await scansOf(id)), []);

  const attendance = useQuery({
    queryKey: ['door', 'attendance', performanceId],
    enabled: online && performanceId !== null,
    refetchInterval: 10_000,
    queryFn: ({ signal }) =>
      getAttendance(performanceId!, signal).catch((e: unknown) => {
        noteFailure(e);
        throw e;
      }),
  });

  const sync = useCallback(async () => {
    if (!online) return;
    setSyncState('syncing');
    try {
      const n = await syncPending();
      setSyncState('idle');
      if (n > 0) {
        await refreshScans(performanceId);
        void attendance.refetch();
      }
    } catch (e) {
      noteFailure(e);
      setSyncState('failed');
    }
  }, [online, performanceId, refreshScans, attendance, noteFailure]);

  // Sync when the network comes back, and retry every little while.
  useEffect(() => {
    const soon = online ? setTimeout(() => void sync(), 0) : undefined;
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => {
      clearTimeout(soon);
      clearInterval(timer);
    };
  }, [online, sync]);

  useEffect(() => {
    void allPacks().then(setPacks);
  }, []);

  const labelOf = useCallback(
    (id: number) => {
      const p = performances.data?.find((x) => x.id === id);
      return p
        ? `${p.title} · ${formatDateTime(p.startAt)} · ${p.venue}`
        : (packs.find((x) => x.performanceId === id)?.label ?? String(id));
    },
    [performances.data, packs],
  );

  /** The stored pack at once; online, a fresh one after syncing what is queued (so `used` includes it). */
  const takePack = useCallback(
    async (id: number, fresh: boolean) => {
      const stored = await loadPack(id);
      if (stored) {
        setPack(stored);
        setKey(await importDoorKey(stored.publicKey));
      }
      await refreshScans(id);
      if (!fresh || !navigator.onLine) {
        if (!stored) setPackState({ error: t('door.packMissing') });
        return;
      }
      setPackState('loading');
      try {
        await syncPending().catch(() => 0);
        const got = await getDoorPack(id);
        const list = performances.data ?? (await performances.refetch()).data ?? [];
        const p = list.find((x) => x.id === id);
        const takenAt = Date.now();
        const next: StoredPack = {
          ...got,
          label: p ? `${p.title} · ${formatDateTime(p.startAt)} · ${p.venue}` : labelOf(id),
          takenAt,
          revocationsAt: got.generatedAt,
          checkedAt: takenAt,
        };
        await savePack(next);
        setPack(next);
        setKey(await importDoorKey(next.publicKey));
        setPacks(await allPacks());
        setPackState('idle');
        await refreshScans(id);
      } catch (e) {
        noteFailure(e);
        setPackState(
          stored ? 'idle' : { error: t('door.packFailed', { error: e instanceof Error ? e.message : String(e) }) },
        );
      }
    },
    [labelOf, refreshScans, t, performances, noteFailure],
  );

  useEffect(() => {
    if (performanceId === null) return;
    localStorage.setItem(PERFORMANCE_KEY, String(performanceId));
    const id = performanceId;
    const soon = setTimeout(() => void takePack(id, true), 0);
    return () => clearTimeout(soon);
    // Only when the performance changes: refreshing is a button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [performanceId]);

  const packId = pack?.performanceId ?? null;
  // While online the revocations are brought up to date every little while (at once when the network
  // comes back after that long), so a ticket refunded after the pack was taken is refused.
  useEffect(() => {
    if (!online || packId === null) return;
    const run = () =>
      void refreshRevocations(packId)
        .then((next) => next && setPack((p) => (p && p.performanceId === next.performanceId ? next : p)))
        .catch(noteFailure);
    const soon = pack && Date.now() - checkedAt(pack) >= REVOCATIONS_EVERY_MS ? setTimeout(run, 0) : undefined;
    const timer = setInterval(run, REVOCATIONS_EVERY_MS);
    return () => {
      clearTimeout(soon);
      clearInterval(timer);
    };
    // The pack's own changes (each refresh) do not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, packId]);

  const now = useNow(AGE_TICK_MS);
  const ageMinutes = pack ? Math.max(0, Math.floor((now - checkedAt(pack)) / 60_000)) : 0;
  const stale = pack !== null && now - checkedAt(pack) >= STALE_AFTER_MS;

  const check = async (raw: string, count: number) => {
    const code = raw.trim();
    if (!code) return;
    if (!pack || !key || pack.performanceId !== performanceId) {
      setVerdict({ ok: false, reason: 'notFound' });
      setPackState({ error: t('door.reasons.noPack') });
      return;
    }
    const here = (id: number, seq?: number) =>
      scans
        .filter(
          (s) =>
            s.ticketId === id && (seq === undefined || s.seq === seq) && s.local === 'admitted' && s.at > pack.takenAt,
        )
        .reduce((n, s) => n + s.count, 0);
    setVerdictCode(code);
    const v = await checkCode(pack, key, code, count, here, { online });
    setVerdict(v);
    if (v.ok) await record(pack.performanceId, v, code);
  };

  /** Queues an admission (with the override reason when staff admit anyway) and syncs when online. */
  const record = async (
    performance: number,
    a: Admission,
    code: string | undefined,
    overrideReason?: string,
    replaces?: string,
  ) => {
    const scan: StoredScan = {
      nonce: crypto.randomUUID(),
      performanceId: performance,
      ticketId: a.ticketId,
      ...(a.seq === undefined ? {} : { seq: a.seq }),
      ...(code && looksSigned(code) ? { code } : {}),
      scannedAt: new Date().toISOString(),
      deviceId: deviceId(),
      count: a.count,
      ...(overrideReason ? { overrideReason } : {}),
      ...(replaces ? { replaces } : {}),
      local: 'admitted',
      at: Date.now(),
      synced: 0,
    };
    await addScan(scan);
    setScans((xs) => [...xs, scan]);
    void sync();
  };

  const admitAnyway = async (reasonText: string) => {
    if (!overriding || performanceId === null) return;
    const o = overriding;
    await record(performanceId, o.admit, o.code, reasonText, o.replaces);
    if (!o.replaces) setVerdict({ ...o.admit, overrideReason: reasonText });
    setOverriding(null);
  };

  const onCode = (code: string) => void check(code, 1);
  const pending = scans.filter((s) => !s.synced).length;
  const reported = useMemo(
    () => issueList(scans, online ? attendance.data : undefined),
    [scans, online, attendance.data],
  );
  const recent = useMemo(() => [...scans].sort((a, b) => b.at - a.at).slice(0, 10), [scans]);
  const options = (
    online && performances.data
      ? performances.data.map((p) => ({ value: p.id, label: `${p.title} · ${formatDateTime(p.startAt)} · ${p.venue}` }))
      : []
  ).concat(
    packs
      .filter((p) => !(online && performances.data?.some((x) => x.id === p.performanceId)))
      .map((p) => ({ value: p.performanceId, label: p.label })),
  );
  const reason = (v: Verdict) =>
    v.ok
      ? [
          v.overrideReason ? t('door.overridden', { reason: v.overrideReason }) : '',
          v.left > 0 ? t('door.left', { count: v.left }) : '',
        ]
          .filter(Boolean)
          .join(' · ')
      : t(`door.reasons.${v.reason}`, 'at' in v ? { time: formatDateTime(v.at) } : {});

  return (
    <Flex vertical gap={12} className="door-page" style={{ maxWidth: 480 }} data-testid="door-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('door.title')}
        </Typography.Title>
        <Tag color={online ? 'green' : 'orange'} data-testid="door-online" data-online={online ? '1' : '0'}>
          {online ? t('door.online') : t('door.offline')}
        </Tag>
      </Flex>
      <Typography.Text type="secondary">{t('door.hint')}</Typography.Text>
      <Select
        size="large"
        value={performanceId ?? undefined}
        onChange={(id: number) => {
          setPack(null);
          setKey(null);
          setVerdict(null);
          setPackState('idle');
          setPerformanceId(id);
        }}
        loading={online && performances.isPending}
        placeholder={t('door.performancePlaceholder')}
        aria-label={t('door.performancePlaceholder')}
        notFoundContent={t('door.noPerformances')}
        options={options}
        data-testid="door-performance"
      />
      {!online && <Typography.Text type="secondary">{t('door.offlinePacks')}</Typography.Text>}
      {packState === 'loading' && (
        <Alert type="info" showIcon title={t('door.packLoading')} data-testid="door-pack-loading" />
      )}
      {typeof packState === 'object' && (
        <Alert type="warning" showIcon title={packState.error} data-testid="door-pack-error" />
      )}
      {pack && pack.performanceId === performanceId && (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text data-testid="door-pack" data-tickets={pack.tickets.length}>
            {t('door.packReady', { count: pack.tickets.length, time: formatDateTime(pack.takenAt) })}
            <br />
            <Typography.Text
              type={stale ? 'warning' : 'secondary'}
              data-testid="door-pack-age"
              data-minutes={ageMinutes}
            >
              {ageMinutes === 0 ? t('door.checkedNow') : t('door.checkedAgo', { count: ageMinutes })}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary" data-testid="door-pack-window">
              {t('door.packWindow', { opens: formatDateTime(pack.opensAt), closes: formatDateTime(pack.closesAt) })}
            </Typography.Text>
          </Typography.Text>
          <Button
            size="small"
            disabled={!online}
            onClick={() => void takePack(pack.performanceId, true)}
            data-testid="door-pack-refresh"
          >
            {t('door.refreshPack')}
          </Button>
        </Flex>
      )}
      {pack && pack.performanceId === performanceId && stale && (
        <Alert type="warning" showIcon title={t('door.stale', { count: ageMinutes })} data-testid="door-pack-stale" />
      )}

      <Card size="small">
        <Flex vertical gap={8}>
          <CameraToggle onCode={onCode} />
          <Form
            form={form}
            layout="vertical"
            initialValues={{ count: 1 }}
            // Ready for the next guest: the same field emptied, focus kept in it. (resetFields would mount a new
            // input, and the focus given to the old one was lost on the body: issue 35.)
            onFinish={(v) =>
              void check(v.code, v.count).then(
                () => (form.setFieldsValue({ code: '', count: 1 }), input.current?.focus()),
              )
            }
          >
            <Form.Item
              name="code"
              label={t('door.manual')}
              rules={[{ required: true, whitespace: true, message: t('door.manualRequired') }]}
              style={{ marginBottom: 8 }}
            >
              <Input ref={input} size="large" autoComplete="off" data-testid="door-code" />
            </Form.Item>
            <Flex gap={8} align="end">
              <Form.Item name="count" label={t('door.count')} style={{ marginBottom: 0 }}>
                <InputNumber min={1} max={ticketOrderLimit} precision={0} size="large" data-testid="door-count" />
              </Form.Item>
              <Button type="primary" size="large" htmlType="submit" style={{ flex: 1 }} data-testid="door-submit">
                {t('door.submit')}
              </Button>
            </Flex>
          </Form>
        </Flex>
      </Card>

      {/* A polite live region in the page from the start (WCAG 4.1.3, issue 35): focus stays in the code field, so the verdict is read out. */}
      <div ref={verdictBox} role="status" aria-atomic="true" data-testid="door-status">
        {verdict && (
          <Result
            status={verdict.ok ? 'success' : 'error'}
            title={
              <span style={{ fontSize: 28, fontWeight: 700 }}>
                {verdict.ok ? t('door.admit', { count: verdict.count }) : t('door.refuse')}
              </span>
            }
            subTitle={
              <span style={{ fontSize: 18 }} data-testid="door-verdict-reason">
                {[
                  reason(verdict),
                  verdict.ok && verdict.orderNo ? t('door.orderNo', { orderNo: verdict.orderNo }) : '',
                  verdict.ok && verdict.category
                    ? (en ? verdict.category.en : verdict.category.zh) || verdict.category.zh || ''
                    : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            }
            style={{ padding: 16, background: verdict.ok ? '#f6ffed' : '#fff1f0', borderRadius: 8 }}
            data-testid="door-verdict"
            data-ok={verdict.ok ? '1' : '0'}
            data-reason={verdict.ok ? 'admitted' : verdict.reason}
            data-overridden={verdict.ok && verdict.overrideReason ? '1' : '0'}
            extra={
              !verdict.ok && 'admit' in verdict ? (
                <Button
                  danger
                  size="large"
                  onClick={() => setOverriding({ refusal: reason(verdict), admit: verdict.admit, code: verdictCode })}
                  data-testid="door-override"
                >
                  {t('door.override')}
                </Button>
              ) : undefined
            }
          />
        )}
      </div>
      <OverrideDialog
        open={overriding !== null}
        refusal={overriding?.refusal ?? ''}
        onCancel={() => setOverriding(null)}
        onConfirm={admitAnyway}
      />

      <Card size="small">
        <Flex vertical gap={4}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Badge
              status={pending > 0 ? 'processing' : 'success'}
              text={
                <span data-testid="door-pending" data-count={pending}>
                  {syncState === 'syncing'
                    ? t('door.syncing')
                    : pending > 0
                      ? t('door.pending', { count: pending })
                      : t('door.allSynced')}
                </span>
              }
            />
            <Button
              size="small"
              disabled={!online || pending === 0}
              onClick={() => void sync()}
              data-testid="door-sync"
            >
              {t('door.syncNow')}
            </Button>
          </Flex>
          {syncState === 'failed' && <Typography.Text type="warning">{t('door.syncFailed')}</Typography.Text>}
          {online && attendance.data && (
            <Typography.Text
              strong
              data-testid="door-attendance"
              data-admitted={attendance.data.admitted}
              data-sold={attendance.data.sold}
              data-conflicts={attendance.data.conflicts}
            >
              {t('door.attendance', { admitted: attendance.data.admitted, sold: attendance.data.sold })}
              {attendance.data.conflicts > 0 ? ` · ${t('door.conflicts', { count: attendance.data.conflicts })}` : ''}
            </Typography.Text>
          )}
        </Flex>
      </Card>

      <Card size="small" title={t('door.reported')}>
        <List
          size="small"
          dataSource={reported.items}
          rowKey="nonce"
          locale={{ emptyText: t('door.reportedEmpty') }}
          data-testid="door-reported"
          renderItem={(s) => (
            <List.Item
              data-testid="door-reported-item"
              data-outcome={s.outcome}
              data-ticket={s.ticketId ?? undefined}
              data-device={s.deviceId}
            >
              <Typography.Text type="danger">{t(`door.outcomes.${s.outcome}`)}</Typography.Text>
              <Typography.Text type="secondary">
                {[
                  s.ticketId !== null ? `#${s.ticketId}` : '',
                  s.orderNo,
                  s.mine ? '' : t('door.onDevice', { device: s.deviceId }),
                  formatDateTime(s.at),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
              {s.mine && s.outcome === 'outsideWindow' && s.ticketId !== null && (
                <Button
                  size="small"
                  danger
                  onClick={() =>
                    setOverriding({
                      refusal: t('door.outcomes.outsideWindow'),
                      admit: {
                        ok: true,
                        ticketId: s.ticketId!,
                        count: s.count,
                        orderNo: null,
                        category: null,
                        left: 0,
                      },
                      ...(s.mine?.code ? { code: s.mine.code } : {}),
                      replaces: s.nonce,
                    })
                  }
                  data-testid="door-reported-override"
                >
                  {t('door.override')}
                </Button>
              )}
            </List.Item>
          )}
        />
        {reported.more > 0 && (
          <Typography.Text type="secondary" data-testid="door-reported-more">
            {t('door.reportedMore', { count: reported.more })}
          </Typography.Text>
        )}
      </Card>

      <Card size="small" title={t('door.recent')}>
        <List
          size="small"
          dataSource={recent}
          locale={{ emptyText: t('door.recentEmpty') }}
          renderItem={(s) => (
            <List.Item data-testid="door-recent-item">
              <span>
                #{s.ticketId} × {s.count}
              </span>
              <Tag color={!s.synced ? 'default' : s.server?.outcome === 'admitted' ? 'green' : 'red'}>
                {s.synced ? t(`door.outcomes.${s.server?.outcome ?? 'admitted'}`) : t('door.waiting')}
              </Tag>
            </List.Item>
          )}
        />
      </Card>
    </Flex>
  );
}
