import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Input, Upload } from 'antd';
import { ArrowUpOutlined, DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PreviewImage } from '../../components/preview-image';
import { previewOf } from '../../lib/media-previews';

const shown = (url: string) => /^(\/files\/|https:\/\/)/.test(url);
export const maxImages = 12;

/**
 * A product's pictures in order (the first is the cover): upload one (through the media library) or
 * type an address; move one up, remove one. At most twelve, as the API takes.
 */
export function ImagesEditor({
  value = [],
  onChange,
  upload,
  id,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  upload: (file: File) => Promise<string>;
  id?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(0);
  // Several uploads finish one after another: each adds to the list as it then is.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const full = value.length >= maxImages;
  const set = (i: number, url: string) => onChange?.(value.map((v, j) => (j === i ? url : v)));
  const up = (i: number) => onChange?.(value.map((v, j) => (j === i - 1 ? value[i]! : j === i ? value[i - 1]! : v)));
  return (
    <Flex vertical gap={8} id={id} data-testid="images-editor">
      {value.map((url, i) => (
        <Flex key={i} gap={8} align="center" data-testid={`image-row-${i}`}>
          <div style={{ width: 48, height: 48, flex: 'none', background: '#fafafa', border: '1px solid #f0f0f0' }}>
            {shown(url) && (
              <PreviewImage
                src={previewOf(url)}
                width={48}
                height={48}
                style={{ objectFit: 'cover' }}
                name={t('sales.product.imageNth', { n: i + 1 })}
              />
            )}
          </div>
          <Input
            value={url}
            onChange={(e) => set(i, e.target.value)}
            placeholder={t('sales.product.imageUrl')}
            aria-label={t('sales.product.imageUrl')}
            data-testid="image-url"
          />
          <Button
            icon={<ArrowUpOutlined />}
            disabled={i === 0}
            onClick={() => up(i)}
            aria-label={t('sales.product.imageUp')}
            data-testid="image-up"
          />
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(value.filter((_, j) => j !== i))}
            aria-label={t('sales.product.imageRemove')}
            data-testid="image-remove"
          />
        </Flex>
      ))}
      <Flex gap={8}>
        <Upload
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          multiple
          disabled={full}
          beforeUpload={(file) => {
            setBusy((n) => n + 1);
            void upload(file)
              .then((url) => {
                latest.current = [...latest.current, url].slice(0, maxImages);
                onChange?.(latest.current);
              })
              .catch(() => undefined)
              .finally(() => setBusy((n) => n - 1));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy > 0} disabled={full} data-testid="image-upload">
            {busy > 0 ? t('sales.product.imageUploading') : t('sales.product.imageUpload')}
          </Button>
        </Upload>
        <Button
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => onChange?.([...value, ''])}
          data-testid="image-add"
        >
          {t('sales.product.imageAdd')}
        </Button>
      </Flex>
    </Flex>
  );
}
