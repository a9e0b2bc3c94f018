import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Tag,
  type FormInstance,
} from 'antd';
import type { MediaAspect } from '@nanhua/contract/media';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime, fromCents, toCents } from '../lib/format';
import { fromPicker, toPicker } from '../lib/company-time';
import { mediaFieldsOrThrow, useMediaFields } from './media-fields';
import { RichTextInput } from './rich-text';
import { clearDraft, readDraft, writeDraft } from './drafts';
import { useUnsavedGuard } from './unsaved-guard';

type Values = Record<string, unknown>;

interface Base {
  /** The API field (bilingual fields: the stem, sent as `<name>Zh` / `<name>En`). */
  name: string;
  label: string;
  /** Bilingual fields require their Chinese unless this is false; other fields only when true. */
  required?: boolean;
  help?: string;
  /** Shown only while this holds for the current values (e.g. a tier only for a tier audience). */
  visible?: (values: Values) => boolean;
}

export type FieldDef =
  | (Base & { kind: 'text' | 'textarea' | 'richText'; bilingual?: boolean; enRequired?: boolean; max?: number })
  | (Base & { kind: 'number'; min?: number; max?: number; placeholder?: string })
  | (Base & { kind: 'money' })
  | (Base & { kind: 'datetimeRange'; end: string })
  /** One moment (a scheduled publication): empty is sent as null when `nullable`, else left out. */
  | (Base & { kind: 'datetime'; nullable?: boolean })
  | (Base & { kind: 'switch' })
  | (Base & { kind: 'select'; options: { value: string | number; label: string }[] })
  /**
   * A picture: picked, framed at `aspect` (the library's name of the shape the app shows it at; default
   * 'carousel', 16:9) and uploaded to the media library, or a library address pasted. `upload` overrides.
   */
  | (Base & { kind: 'image'; aspect?: MediaAspect; upload?: (file: File) => Promise<string> })
  /**
   * A video (MP4/H.264) uploaded to the library, or its address; a frame picked from it fills `posterField`.
   * `premiumField`: a sibling switch that, when on, stores the upload where only members' signed links reach.
   */
  | (Base & { kind: 'video'; posterField?: string; premiumField?: string; durationField?: string })
  /**
   * A surtitle track (WebVTT) uploaded to the library, or its /files/….vtt address, with its cues listed
   * for checking; any other address is refused with `invalid`. `premiumField` as for a video.
   */
  | (Base & { kind: 'track'; lang: 'zh' | 'en'; premiumField?: string; invalid: string })
  /** An address (a media file, a subtitle track): empty is sent as null. */
  | (Base & { kind: 'url'; placeholder?: string });

export interface ResourceFormProps<Body> {
  fields: FieldDef[];
  /** The record being edited, as the API gives it (cents, ISO times, xZh/xEn). */
  initial?: Values;
  onSubmit: (body: Body) => Promise<unknown>;
  submitText?: string;
  extra?: ReactNode;
  testId?: string;
  /**
   * Keep what is typed in the browser (localStorage) under `key` until it is saved, so a reload or a
   * closed tab loses nothing: on return it is restored with a notice offering to discard it. `base`
   * is stored with it (the item version it was typed against).
   */
  draft?: { key: string; base?: string };
  /** The form instance, when the page needs to submit it itself (e.g. again after a conflict). */
  form?: FormInstance;
}

const zhName = (f: { name: string }) => `${f.name}Zh`;
const enName = (f: { name: string }) => `${f.name}En`;
const isBilingual = (f: FieldDef): boolean =>
  (f.kind === 'text' || f.kind === 'textarea' || f.kind === 'richText') && Boolean(f.bilingual);
const blank = (v: unknown) => typeof v !== 'string' || v.replace(/<[^>]*>/g, '').trim() === '';

/** API values → the form's (dollars, dayjs pairs). */
function toFormValues(fields: FieldDef[], initial: Values | undefined): Values {
  const out: Values = { ...initial };
  for (const f of fields) {
    const v = initial?.[f.name];
    if (f.kind === 'money') out[f.name] = typeof v === 'number' ? fromCents(v) : null;
    if (f.kind === 'datetimeRange') {
      const end = initial?.[f.end];
      out[f.name] = typeof v === 'string' && typeof end === 'string' ? [toPicker(v), toPicker(end)] : undefined;
    }
    if (f.kind === 'switch') out[f.name] = Boolean(v);
    if (f.kind === 'datetime') out[f.name] = typeof v === 'string' ? toPicker(v) : undefined;
  }
  return out;
}

/** The form's values → the body the call takes (cents, ISO times, null for empty optional values). */
function toBody(fields: FieldDef[], values: Values): Values {
  const body: Values = {};
  for (const f of fields) {
    if (f.visible && !f.visible(values)) {
      if (
        f.kind === 'number' ||
        f.kind === 'select' ||
        f.kind === 'image' ||
        f.kind === 'video' ||
        f.kind === 'url' ||
        f.kind === 'track' ||
        f.kind === 'money'
      )
        body[f.name] = null;
      continue;
    }
    const v = values[f.name];
    switch (f.kind) {
      case 'text':
      case 'textarea':
      case 'richText':
        if (isBilingual(f)) {
          body[zhName(f)] = ((values[zhName(f)] as string | undefined) ?? '').trim();
          body[enName(f)] = ((values[enName(f)] as string | undefined) ?? '').trim();
        } else body[f.name] = ((v as string | undefined) ?? '').trim();
        break;
      case 'money':
        body[f.name] = typeof v === 'number' ? toCents(v) : null;
        break;
      case 'number':
        body[f.name] = typeof v === 'number' ? v : null;
        break;
      case 'datetimeRange': {
        const [start, end] = (v as [Dayjs, Dayjs] | undefined) ?? [];
        body[f.name] = start ? fromPicker(start) : undefined;
        body[f.end] = end ? fromPicker(end) : undefined;
        break;
      }
      case 'datetime':
        // Empty: left out (the server keeps or picks the time), or cleared when the field may be null.
        if (v) body[f.name] = fromPicker(v as Dayjs);
        else if (f.nullable) body[f.name] = null;
        break;
      case 'switch':
        body[f.name] = Boolean(v);
        break;
      case 'select':
        body[f.name] = v ?? null;
        break;
      case 'image':
      case 'video':
      case 'url':
      case 'track':
        body[f.name] = typeof v === 'string' && v.trim() ? v.trim() : null;
        break;
    }
  }
  return body;
}

/** The fields in order, consecutive track fields taken together (drawn side by side). */
function groupTracks(fields: FieldDef[]): (FieldDef | FieldDef[])[] {
  const out: (FieldDef | FieldDef[])[] = [];
  for (const f of fields) {
    const last = out.at(-1);
    if (f.kind === 'track' && Array.isArray(last)) last.push(f);
    else out.push(f.kind === 'track' ? [f] : f);
  }
  return out;
}

/**
 * The staff form every family page reuses, driven by a field list. Bilingual texts sit side by side
 * (Chinese left, required; English right, optional unless the call needs it) and a tag names those
 * still without English. The API's own (localized) refusal shows on the form; nothing typed is lost.
 */
export function ResourceForm<Body>({
  fields,
  initial,
  onSubmit,
  submitText,
  extra,
  testId = 'resource-form',
  draft,
  form: given,
}: ResourceFormProps<Body>) {
  const { t } = useTranslation();
  const [own] = Form.useForm();
  const form = given ?? own;
  const media = useMediaFields();
  const [loaded] = useState(() => toFormValues(fields, initial));
  // A draft typed before a reload or a closed tab, over what was loaded (its body is the call's shape).
  const [restored, setRestored] = useState(() => {
    const d = draft ? readDraft(draft.key) : null;
    return d && JSON.stringify(d.body) !== JSON.stringify(toBody(fields, loaded)) ? d : null;
  });
  const [start] = useState(() => (restored ? toFormValues(fields, { ...initial, ...restored.body }) : loaded));
  const [values, setValues] = useState<Values>(start);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // One save at a time: Enter in a field, a double click or a second Enter while the first is on its way send once.
  const inFlight = useRef(false);

  // Changed from what was loaded, as the call would see it: leaving asks first (saving clears it).
  const [savedBody, setSavedBody] = useState(() => JSON.stringify(toBody(fields, loaded)));
  const body = JSON.stringify(toBody(fields, values));
  const dirty = body !== savedBody;
  const draftKey = draft?.key;
  const guard = useUnsavedGuard(dirty, () => draftKey && clearDraft(draftKey));

  // The draft follows every change, and goes once the form is back to what the server has.
  const draftBase = draft?.base;
  useEffect(() => {
    if (!draftKey) return;
    if (dirty)
      writeDraft(draftKey, { body: JSON.parse(body) as Values, base: draftBase, at: new Date().toISOString() });
    else clearDraft(draftKey);
  }, [draftKey, draftBase, body, dirty]);

  const discardDraft = () => {
    if (draftKey) clearDraft(draftKey);
    setRestored(null);
    form.resetFields();
    form.setFieldsValue(loaded);
    setValues(loaded);
  };

  const missingEnglish = fields.filter(
    (f) => isBilingual(f) && (!f.visible || f.visible(values)) && !blank(values[zhName(f)]) && blank(values[enName(f)]),
  );

  const submit = async (all: Values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setServerError(null);
    setSaving(true);
    const body = toBody(fields, all);
    // A save may go on to another page: it keeps what it sent.
    guard.allow();
    try {
      await onSubmit(body as Body);
      setSavedBody(JSON.stringify(body));
      setRestored(null);
      if (draftKey) clearDraft(draftKey);
    } catch (err) {
      setServerError(err instanceof Error && err.message ? err.message : t('form.serverError'));
    } finally {
      guard.allow(false);
      setSaving(false);
      inFlight.current = false;
    }
  };

  const textInput = (f: FieldDef, label: string) => {
    if (f.kind === 'textarea')
      return (
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 12 }}
          maxLength={'max' in f ? f.max : undefined}
          showCount={'max' in f && Boolean(f.max)}
          aria-label={label}
        />
      );
    if (f.kind === 'richText') return <RichTextInput aria-label={label} />;
    return <Input maxLength={'max' in f ? f.max : undefined} aria-label={label} />;
  };

  const renderField = (f: FieldDef) => {
    if (f.visible && !f.visible(values)) return null;
    if (isBilingual(f) && (f.kind === 'text' || f.kind === 'textarea' || f.kind === 'richText')) {
      const zhLabel = t('form.zhLabel', { field: f.label });
      const enLabel = t('form.enLabel', { field: f.label });
      const lacking = missingEnglish.includes(f);
      return (
        <Row gutter={24} key={f.name} data-testid={`bilingual-${f.name}`}>
          <Col span={12}>
            <Form.Item
              name={zhName(f)}
              label={zhLabel}
              help={f.help}
              rules={
                f.required === false
                  ? []
                  : [{ required: true, whitespace: true, message: t('form.zhRequired', { field: f.label }) }]
              }
            >
              {textInput(f, zhLabel)}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={enName(f)}
              label={
                <Space size={6}>
                  {enLabel}
                  {lacking && (
                    <Tag color="warning" data-testid={`missing-en-${f.name}`}>
                      {t('form.missingEnglishShort')}
                    </Tag>
                  )}
                </Space>
              }
              rules={
                f.enRequired
                  ? [{ required: true, whitespace: true, message: t('form.enRequired', { field: f.label }) }]
                  : []
              }
            >
              {textInput(f, enLabel)}
            </Form.Item>
          </Col>
        </Row>
      );
    }
    const rules = f.required ? [{ required: true, message: t('form.required', { field: f.label }) }] : [];
    const item = (child: ReactNode, more: object = {}) => (
      <Form.Item key={f.name} name={f.name} label={f.label} help={f.help} rules={rules} {...more}>
        {child}
      </Form.Item>
    );
    switch (f.kind) {
      case 'text':
      case 'textarea':
      case 'richText':
        return item(textInput(f, f.label));
      case 'number':
        return item(
          <InputNumber min={f.min} max={f.max} precision={0} placeholder={f.placeholder} style={{ width: 200 }} />,
        );
      case 'money':
        return item(
          <InputNumber
            min={0}
            precision={2}
            step={1}
            prefix="S$"
            style={{ width: 200 }}
            aria-label={t('form.money')}
          />,
        );
      case 'datetimeRange':
        return item(
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="DD/MM/YYYY HH:mm"
            placeholder={[t('form.rangeStart'), t('form.rangeEnd')]}
          />,
        );
      case 'datetime':
        return item(<DatePicker showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" aria-label={f.label} />);
      case 'switch':
        return item(<Switch />, { valuePropName: 'checked' });
      case 'select':
        return item(
          <Select options={f.options} allowClear={!f.required} aria-label={f.label} style={{ maxWidth: 320 }} />,
        );
      case 'image': {
        const { ImageInput } = mediaFieldsOrThrow(media);
        return item(<ImageInput upload={f.upload} aspect={f.aspect} label={f.label} />);
      }
      case 'video': {
        const { VideoInput } = mediaFieldsOrThrow(media);
        return item(
          <VideoInput
            posterField={f.posterField}
            premiumField={f.premiumField}
            durationField={f.durationField}
            label={f.label}
          />,
        );
      }
      case 'track': {
        const { TrackInput } = mediaFieldsOrThrow(media);
        const ours = /^\/files\/[\w./-]+\.vtt$/;
        return item(<TrackInput lang={f.lang} premiumField={f.premiumField} label={f.label} />, {
          rules: [
            ...rules,
            {
              validator: (_: unknown, v: unknown) =>
                typeof v !== 'string' || !v.trim() || (ours.test(v.trim()) && !v.includes('..'))
                  ? Promise.resolve()
                  : Promise.reject(new Error(f.invalid)),
            },
          ],
        });
      }
      case 'url':
        return item(<Input placeholder={f.placeholder} aria-label={f.label} />);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={start}
      onValuesChange={(_, all: Values) => setValues(all)}
      onFinish={(all: Values) => void submit({ ...values, ...all })}
      data-testid={testId}
      scrollToFirstError
      style={{ maxWidth: 1100 }}
    >
      {serverError && (
        <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} data-testid="form-error" />
      )}
      {restored && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('form.draft.restored', { at: formatDateTime(restored.at) })}
          action={
            <Button size="small" onClick={discardDraft} data-testid="draft-discard">
              {t('form.draft.discard')}
            </Button>
          }
          data-testid="draft-restored"
        />
      )}
      {missingEnglish.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <Tag color="warning" data-testid="missing-english">
              {t('form.missingEnglish', { fields: missingEnglish.map((f) => f.label).join(t('common.listSeparator')) })}
            </Tag>
          }
          description={t('form.englishFallback')}
        />
      )}
      {groupTracks(fields).map((g) =>
        Array.isArray(g) ? (
          // A video's zh and en tracks side by side, each with its cues, under the video they go with.
          <Row gutter={24} key={g.map((f) => f.name).join('+')} data-testid="tracks">
            {g.map((f) => (
              <Col span={12} key={f.name}>
                {renderField(f)}
              </Col>
            ))}
          </Row>
        ) : (
          renderField(g)
        ),
      )}
      {guard.prompt}
      <Flex gap={12}>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="form-submit">
          {submitText ?? t('common.save')}
        </Button>
        {extra}
      </Flex>
    </Form>
  );
}
