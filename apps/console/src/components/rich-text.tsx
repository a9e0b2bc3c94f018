import { useEffect, useRef } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const tools = [
  { key: 'bold', icon: <BoldOutlined /> },
  { key: 'italic', icon: <ItalicOutlined /> },
  { key: 'link', icon: <LinkOutlined /> },
  { key: 'list', icon: <UnorderedListOutlined /> },
] as const;

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-label'?: string;
}

/**
 * A small rich-text input: bold, italic, link and bullet list on a contentEditable (HTML out). No heavy
 * editor; the server sanitizes whatever HTML it stores.
 */
export function RichTextInput({ value = '', onChange, id, ...rest }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Only an outside change is written back: rewriting on every keystroke would move the caret.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);
  const emit = () => onChange?.(ref.current?.innerHTML === '<br>' ? '' : (ref.current?.innerHTML ?? ''));
  const exec = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const run = (key: (typeof tools)[number]['key']) => {
    if (key === 'bold') exec('bold');
    else if (key === 'italic') exec('italic');
    else if (key === 'list') exec('insertUnorderedList');
    else {
      const href = window.prompt(t('form.linkPrompt'), 'https://');
      if (href && /^https?:\/\/\S+$/.test(href)) exec('createLink', href);
    }
  };
  return (
    <div className="nh-rich-text">
      <Flex gap={4} className="nh-rich-text-toolbar">
        {tools.map((tool) => (
          <Tooltip key={tool.key} title={t(`form.${tool.key}`)}>
            <Button
              size="small"
              type="text"
              icon={tool.icon}
              aria-label={t(`form.${tool.key}`)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(tool.key)}
            />
          </Tooltip>
        ))}
      </Flex>
      <div
        ref={ref}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-label={rest['aria-label']}
        contentEditable
        suppressContentEditableWarning
        className="nh-rich-text-body"
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}
