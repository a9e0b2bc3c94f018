import { Button, Col, Flex, Input, Row, Tag, Typography } from 'antd';
import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { voteOptionsMax } from './families/engage';
import { contentLimits } from './families/common';

/** One option as the form edits it; `id` for options the vote already has (kept, with their votes). */
export interface VoteOptionDraft {
  key: string;
  id?: number;
  labelZh: string;
  labelEn: string;
  votes: number;
}

let seq = 0;
export const newOption = (): VoteOptionDraft => ({ key: `new-${++seq}`, labelZh: '', labelEn: '', votes: 0 });

/** The drafts of a vote's options as the API gives them (two empty ones for a new vote). */
export function draftsOf(options: unknown): VoteOptionDraft[] {
  if (!Array.isArray(options) || options.length === 0) return [newOption(), newOption()];
  return (options as { id: number; labelZh: string; labelEn: string; votes: number }[]).map((o) => ({
    key: `id-${o.id}`,
    id: o.id,
    labelZh: o.labelZh,
    labelEn: o.labelEn,
    votes: o.votes,
  }));
}

/** The body's `options`: the filled ones in order (an id keeps an existing option); null when fewer than two. */
export function optionsBody(drafts: VoteOptionDraft[]): { id?: number; labelZh: string; labelEn: string }[] | null {
  const filled = drafts.filter((d) => d.labelZh.trim() !== '');
  if (filled.length < 2) return null;
  return filled.map((d) => ({ ...(d.id ? { id: d.id } : {}), labelZh: d.labelZh.trim(), labelEn: d.labelEn.trim() }));
}

/** The vote form's options: bilingual labels side by side, added, moved up or removed (not once voted for). */
export function VoteOptionsEditor({
  value,
  onChange,
}: {
  value: VoteOptionDraft[];
  onChange: (v: VoteOptionDraft[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<VoteOptionDraft>) =>
    onChange(value.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const moveUp = (i: number) => {
    const next = [...value];
    [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
    onChange(next);
  };
  return (
    <Flex vertical gap={8} data-testid="vote-options" style={{ maxWidth: 1100, marginBottom: 24 }}>
      <Typography.Text strong>{t('content.options.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('content.options.hint', { max: voteOptionsMax })}</Typography.Text>
      {value.map((d, i) => (
        <Row gutter={12} key={d.key} align="middle" data-testid="vote-option">
          <Col span={10}>
            <Input
              value={d.labelZh}
              maxLength={contentLimits.label}
              placeholder={t('content.options.labelZh', { n: i + 1 })}
              aria-label={t('content.options.labelZh', { n: i + 1 })}
              onChange={(e) => set(i, { labelZh: e.target.value })}
              data-testid={`vote-option-zh-${i}`}
            />
          </Col>
          <Col span={10}>
            <Input
              value={d.labelEn}
              maxLength={contentLimits.label}
              placeholder={t('content.options.labelEn', { n: i + 1 })}
              aria-label={t('content.options.labelEn', { n: i + 1 })}
              onChange={(e) => set(i, { labelEn: e.target.value })}
              data-testid={`vote-option-en-${i}`}
            />
          </Col>
          <Col span={4}>
            <Flex gap={4} align="center">
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                aria-label={t('content.options.up')}
                onClick={() => moveUp(i)}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={d.votes > 0 || value.length <= 2}
                aria-label={t('content.options.remove')}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                data-testid={`vote-option-remove-${i}`}
              />
              {d.votes > 0 && <Tag>{t('content.options.votes', { count: d.votes })}</Tag>}
            </Flex>
          </Col>
        </Row>
      ))}
      <div>
        <Button
          icon={<PlusOutlined />}
          disabled={value.length >= voteOptionsMax}
          onClick={() => onChange([...value, newOption()])}
          data-testid="vote-option-add"
        >
          {t('content.options.add')}
        </Button>
      </div>
    </Flex>
  );
}
