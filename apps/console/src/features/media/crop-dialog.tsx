import { useEffect, useMemo, useRef, useState } from 'react';
import { Flex, Modal, Slider, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { centredView, clampView, cropRect, frameSize, zoomTo, type CropRect, type Size, type View } from './crop';

export interface CropDialogProps {
  file: File;
  /** Width over height of the field's aspect. */
  ratio: number;
  onCancel: () => void;
  onConfirm: (rect: CropRect) => void;
}

const FRAME_MAX_WIDTH = 640;
const FRAME_MAX_HEIGHT = 420;
const MAX_ZOOM = 4;

/**
 * Frame the picture at the field's aspect: drag to move, the slider to zoom. The rectangle is in pixels
 * of the upright picture (the browser applies its EXIF rotation, as the server does) and the server cuts
 * it; nothing is re-encoded here. Loaded lazily, only when a picture is picked.
 */
export default function CropDialog({ file, ratio, onCancel, onConfirm }: CropDialogProps) {
  const { t } = useTranslation();
  const src = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(src), [src]);
  const frame = useMemo(() => frameSize(ratio, FRAME_MAX_WIDTH, FRAME_MAX_HEIGHT), [ratio]);
  const [picture, setPicture] = useState<Size | null>(null);
  const [view, setView] = useState<View | null>(null);
  const drag = useRef<{ px: number; py: number; x: number; y: number } | null>(null);

  const scale = picture && view ? Math.max(frame.width / picture.width, frame.height / picture.height) * view.zoom : 1;
  const rect = picture && view ? cropRect(view, picture, frame) : null;

  return (
    <Modal
      open
      title={t('media.crop.title')}
      okText={t('media.crop.confirm')}
      cancelText={t('common.cancel')}
      onCancel={onCancel}
      onOk={() => rect && onConfirm(rect)}
      okButtonProps={{ disabled: !rect, 'data-testid': 'crop-confirm' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'crop-cancel' } as ButtonProps}
      width={FRAME_MAX_WIDTH + 48}
      destroyOnHidden
    >
      <Flex vertical gap={12} align="center" data-testid="crop-dialog">
        <div
          data-testid="crop-frame"
          style={{
            position: 'relative',
            width: frame.width,
            height: frame.height,
            overflow: 'hidden',
            background: '#1f1f1f',
            cursor: 'move',
            touchAction: 'none',
            borderRadius: 4,
          }}
          onPointerDown={(e) => {
            if (!view) return;
            (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
            drag.current = { px: e.clientX, py: e.clientY, x: view.x, y: view.y };
          }}
          onPointerMove={(e) => {
            const d = drag.current;
            if (!d || !picture || !view) return;
            setView(
              clampView(
                { zoom: view.zoom, x: d.x + e.clientX - d.px, y: d.y + e.clientY - d.py },
                picture,
                frame,
                MAX_ZOOM,
              ),
            );
          }}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
        >
          <img
            src={src}
            alt=""
            draggable={false}
            onLoad={(e) => {
              const img = e.currentTarget;
              const size = { width: img.naturalWidth, height: img.naturalHeight };
              setPicture(size);
              setView(centredView(size, frame));
            }}
            style={{
              position: 'absolute',
              left: view?.x ?? 0,
              top: view?.y ?? 0,
              width: picture ? picture.width * scale : undefined,
              height: picture ? picture.height * scale : undefined,
              maxWidth: 'none',
              userSelect: 'none',
              visibility: view ? 'visible' : 'hidden',
            }}
          />
        </div>
        <Flex gap={12} align="center" style={{ width: frame.width }}>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {t('media.crop.zoom')}
          </Typography.Text>
          <Slider
            style={{ flex: 1 }}
            min={1}
            max={MAX_ZOOM}
            step={0.01}
            value={view?.zoom ?? 1}
            disabled={!view}
            onChange={(z: number) => picture && view && setView(zoomTo(view, z, picture, frame, MAX_ZOOM))}
            data-testid="crop-zoom"
          />
        </Flex>
        <Typography.Text type="secondary" data-testid="crop-hint">
          {rect ? t('media.crop.hint', { w: rect.w, h: rect.h }) : t('media.crop.loading')}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
