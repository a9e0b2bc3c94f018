import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (o: { formats: string[] }) => Detector;

/**
 * The browser's BarcodeDetector where it has one, else the zxing-wasm ponyfill (barcode-detector),
 * loaded only here; its .wasm is served from the console's own assets, never a CDN.
 */
async function qrDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass & { getSupportedFormats?(): Promise<string[]> } })
    .BarcodeDetector;
  if (native && (await native.getSupportedFormats?.())?.includes('qr_code'))
    return new native({ formats: ['qr_code'] });
  const [{ BarcodeDetector, prepareZXingModule }, wasm] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm.default : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** The camera, scanning QR codes until stopped; each code read is reported once (again only after another code). */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'loading' | 'on' | { error: string }>('loading');
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = '';
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error(t('door.cameraUnsupported'));
      const [s, detector] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        qrDetector(),
      ]);
      stream = s;
      if (stopped || !video.current) return;
      video.current.srcObject = s;
      await video.current.play();
      setState('on');
      const tick = async () => {
        if (stopped || !video.current) return;
        try {
          const [found] = await detector.detect(video.current);
          if (found?.rawValue && found.rawValue !== last) {
            last = found.rawValue;
            report.current(found.rawValue);
          }
        } catch {
          // a frame that could not be read: try the next one
        }
        timer = setTimeout(() => void tick(), 250);
      };
      void tick();
    })().catch((e: unknown) => setState({ error: e instanceof Error ? e.message : String(e) }));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((x) => x.stop());
    };
  }, [t]);

  return (
    <Flex vertical gap={8}>
      {typeof state === 'object' && (
        <Alert
          type="warning"
          showIcon
          title={t('door.cameraError', { error: state.error })}
          data-testid="door-camera-error"
        />
      )}
      {state === 'loading' && <Spin tip={t('door.cameraLoading')}>{<div style={{ height: 48 }} />}</Spin>}
      <video
        ref={video}
        muted
        playsInline
        style={{
          width: '100%',
          maxHeight: 260,
          background: '#000',
          borderRadius: 8,
          display: state === 'on' ? 'block' : 'none',
        }}
        data-testid="door-camera-video"
      />
    </Flex>
  );
}

export function CameraToggle({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  return (
    <Flex vertical gap={8}>
      <Button size="large" block onClick={() => setOn((x) => !x)} data-testid="door-camera">
        {on ? t('door.cameraStop') : t('door.camera')}
      </Button>
      {on && <CameraScanner onCode={onCode} />}
    </Flex>
  );
}
