/**
 * The formatting bar over the text: bold, italic, three heading sizes, lists, quote and (in a
 * chapter) a picture from the art set. Every button says what it does (aria-label), whether it
 * is on (aria-pressed) and its keyboard shortcut (TipTap's own) in its tooltip.
 */
import { ActionIcon, Divider, Group, Tooltip } from '@mantine/core';
import {
  IconBold,
  IconH1,
  IconH2,
  IconH3,
  IconItalic,
  IconList,
  IconListNumbers,
  IconPhoto,
  IconQuote,
} from '@tabler/icons-react';
import { type Editor, useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import classes from './RichText.module.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl';
const alt = isMac ? '⌥' : 'Alt';

interface ToolButtonProps {
  label: string;
  shortcut?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}

function ToolButton({
  label,
  shortcut,
  active,
  disabled,
  onClick,
  children,
  testId,
}: ToolButtonProps) {
  return (
    <Tooltip label={shortcut ? `${label} (${shortcut})` : label} openDelay={300}>
      <ActionIcon
        size="lg"
        variant={active ? 'filled' : 'subtle'}
        color={active ? 'teal' : 'gray'}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        // Keep the text's selection: the button must not take focus from the editor on click.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        data-testid={testId}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export interface ToolbarProps {
  editor: Editor;
  disabled?: boolean;
  /** Shown only where pictures are allowed (a chapter). */
  onPicture?: () => void;
}

export function Toolbar({ editor, disabled, onPicture }: ToolbarProps) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Group
      gap={4}
      className={classes.toolbar}
      role="toolbar"
      aria-label={t('richText.toolbar')}
      wrap="wrap"
    >
      <ToolButton
        label={t('richText.bold')}
        shortcut={`${mod}+B`}
        active={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      >
        <IconBold size={20} />
      </ToolButton>
      <ToolButton
        label={t('richText.italic')}
        shortcut={`${mod}+I`}
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      >
        <IconItalic size={20} />
      </ToolButton>
      <Divider orientation="vertical" />
      <ToolButton
        label={t('richText.heading1')}
        shortcut={`${mod}+${alt}+1`}
        active={state.h1}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 1 }).run()}
      >
        <IconH1 size={20} />
      </ToolButton>
      <ToolButton
        label={t('richText.heading2')}
        shortcut={`${mod}+${alt}+2`}
        active={state.h2}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <IconH2 size={20} />
      </ToolButton>
      <ToolButton
        label={t('richText.heading3')}
        shortcut={`${mod}+${alt}+3`}
        active={state.h3}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <IconH3 size={20} />
      </ToolButton>
      <Divider orientation="vertical" />
      <ToolButton
        label={t('richText.bulletList')}
        shortcut={`${mod}+Shift+8`}
        active={state.bullet}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      >
        <IconList size={20} />
      </ToolButton>
      <ToolButton
        label={t('richText.orderedList')}
        shortcut={`${mod}+Shift+7`}
        active={state.ordered}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <IconListNumbers size={20} />
      </ToolButton>
      <ToolButton
        label={t('richText.quote')}
        shortcut={`${mod}+Shift+B`}
        active={state.quote}
        disabled={disabled}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <IconQuote size={20} />
      </ToolButton>
      {onPicture ? (
        <>
          <Divider orientation="vertical" />
          <ToolButton
            label={t('richText.picture.insert')}
            disabled={disabled}
            onClick={onPicture}
            testId="insert-picture"
          >
            <IconPhoto size={20} />
          </ToolButton>
        </>
      ) : null}
    </Group>
  );
}
