/**
 * Beside the canvas: the page's layout (a chooser of 1 to 6 panels), the selected panel's colour,
 * new bubbles, and the tools for what is selected (size, turn, flip, front/back, duplicate,
 * delete; a bubble's words, style and font size).
 */
import {
  ActionIcon,
  Button,
  ColorSwatch,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  type BubbleFontSize,
  type BubbleStyle,
  bubbleFontSizes,
  bubbleStyles,
  type ComicLayoutId,
  type ComicPage,
  layoutsWithPanels,
  maxComicPanels,
  panelRects,
} from '@storyloom/domain';
import {
  IconArrowAutofitWidth,
  IconArrowBarToDown,
  IconArrowBarToUp,
  IconCopy,
  IconLayersSubtract,
  IconRotate,
  IconRotateClockwise,
  IconTrash,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useTouchScreen } from '../core/useTouchScreen';
import classes from './Comic.module.css';
import { type Selection, selected } from './comic';

const panelColours = ['#ffffff', '#fff8e7', '#dbeafe', '#e2f0cb', '#fde2e4', '#1f2430'];

export interface InspectorProps {
  page: ComicPage;
  selection: Selection;
  readOnly: boolean;
  onLayout(layout: ComicLayoutId): void;
  onPanelColour(colour: string): void;
  onAddBubble(style: BubbleStyle): void;
  onScale(factor: number): void;
  onRotate(degrees: number): void;
  onFlip(): void;
  onRestack(where: 'forward' | 'backward' | 'front' | 'back'): void;
  onDuplicate(): void;
  onDelete(): void;
  onBubble(change: { text?: string; style?: BubbleStyle; fontSize?: BubbleFontSize }): void;
  /** "Choose several": each tap adds to the selection or takes out (Shift-click without a keyboard). */
  several: boolean;
  onSeveral(on: boolean): void;
}

function Tool({
  label,
  onClick,
  children,
  testId,
}: {
  label: string;
  onClick(): void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={label}
        onClick={onClick}
        data-testid={testId}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function LayoutSketch({ layout }: { layout: ComicLayoutId }) {
  return (
    <span className={classes.layoutSketch} style={{ display: 'block' }}>
      {panelRects(layout).map((r) => (
        <span
          key={`${r.x}-${r.y}`}
          style={{
            left: `${r.x * 100}%`,
            top: `${r.y * 100}%`,
            width: `${r.width * 100}%`,
            height: `${r.height * 100}%`,
          }}
        />
      ))}
    </span>
  );
}

export function Inspector(props: InspectorProps) {
  const { t } = useTranslation();
  const { page, selection, readOnly } = props;
  const touch = useTouchScreen();
  const chosen = selected(page, selection);
  const bubble =
    chosen.items.length === 0 && chosen.bubbles.length === 1 ? chosen.bubbles[0] : null;
  const panel = page.panels[selection.panel];
  if (readOnly) return null;
  return (
    <Stack gap="md" data-testid="comic-inspector">
      <Switch
        label={t('comicEditor.selection.several')}
        description={props.several ? t('comicEditor.selection.severalHint') : undefined}
        checked={props.several}
        onChange={(event) => props.onSeveral(event.currentTarget.checked)}
        data-testid="comic-choose-several"
      />
      {chosen.items.length + chosen.bubbles.length > 0 ? (
        <Stack gap="xs" data-testid="selection-tools">
          <Title order={2} size="h5">
            {t('comicEditor.selection.title', {
              count: chosen.items.length + chosen.bubbles.length,
            })}
          </Title>
          <Group gap={6}>
            <Tool
              label={t('comicEditor.selection.smaller')}
              onClick={() => props.onScale(1 / 1.15)}
            >
              <IconZoomOut size={18} aria-hidden />
            </Tool>
            <Tool label={t('comicEditor.selection.bigger')} onClick={() => props.onScale(1.15)}>
              <IconZoomIn size={18} aria-hidden />
            </Tool>
            {chosen.items.length ? (
              <>
                <Tool
                  label={t('comicEditor.selection.rotateLeft')}
                  onClick={() => props.onRotate(-15)}
                >
                  <IconRotate size={18} aria-hidden />
                </Tool>
                <Tool
                  label={t('comicEditor.selection.rotateRight')}
                  onClick={() => props.onRotate(15)}
                >
                  <IconRotateClockwise size={18} aria-hidden />
                </Tool>
                <Tool label={t('comicEditor.selection.flip')} onClick={props.onFlip} testId="flip">
                  <IconArrowAutofitWidth size={18} aria-hidden />
                </Tool>
                <Tool
                  label={t('comicEditor.selection.front')}
                  onClick={() => props.onRestack('front')}
                >
                  <IconArrowBarToUp size={18} aria-hidden />
                </Tool>
                <Tool
                  label={t('comicEditor.selection.forward')}
                  onClick={() => props.onRestack('forward')}
                >
                  <IconLayersSubtract size={18} aria-hidden />
                </Tool>
                <Tool
                  label={t('comicEditor.selection.back')}
                  onClick={() => props.onRestack('back')}
                >
                  <IconArrowBarToDown size={18} aria-hidden />
                </Tool>
              </>
            ) : null}
            <Tool label={t('comicEditor.selection.duplicate')} onClick={props.onDuplicate}>
              <IconCopy size={18} aria-hidden />
            </Tool>
            <Tool
              label={t('comicEditor.selection.delete')}
              onClick={props.onDelete}
              testId="delete-selection"
            >
              <IconTrash size={18} aria-hidden />
            </Tool>
          </Group>
          {bubble ? (
            <Stack gap="xs">
              <Textarea
                label={t('comicEditor.bubble.text')}
                value={bubble.text}
                maxLength={200}
                autosize
                minRows={2}
                onChange={(e) => props.onBubble({ text: e.currentTarget.value })}
                data-testid="bubble-text"
              />
              <Select
                label={t('comicEditor.bubble.style')}
                data={bubbleStyles.map((s) => ({
                  value: s,
                  label: t(`comicEditor.bubble.styles.${s}`),
                }))}
                value={bubble.style}
                allowDeselect={false}
                onChange={(v) => v && props.onBubble({ style: v as BubbleStyle })}
              />
              <div>
                <Text size="sm" fw={500} id="bubble-font-size">
                  {t('comicEditor.bubble.fontSize')}
                </Text>
                <SegmentedControl
                  aria-labelledby="bubble-font-size"
                  data={bubbleFontSizes.map((s) => ({ value: String(s), label: String(s) }))}
                  value={String(bubble.fontSize)}
                  onChange={(v) => props.onBubble({ fontSize: Number(v) as BubbleFontSize })}
                />
              </div>
              {bubble.style !== 'caption' ? (
                <Text size="xs" c="dimmed">
                  {t(touch ? 'comicEditor.bubble.tailHintTouch' : 'comicEditor.bubble.tailHint')}
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t(touch ? 'comicEditor.selection.noneTouch' : 'comicEditor.selection.none')}
        </Text>
      )}

      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('comicEditor.bubble.add', { panel: selection.panel + 1 })}
        </Title>
        <Group gap={6}>
          {bubbleStyles.map((style) => (
            <Button
              key={style}
              size="compact-sm"
              variant="light"
              onClick={() => props.onAddBubble(style)}
              data-testid={`add-bubble-${style}`}
            >
              {t(`comicEditor.bubble.styles.${style}`)}
            </Button>
          ))}
        </Group>
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('comicEditor.panel.colour', { panel: selection.panel + 1 })}
        </Title>
        <Group gap={6}>
          {panelColours.map((colour) => (
            <ColorSwatch
              key={colour}
              component="button"
              type="button"
              color={colour}
              aria-label={colour}
              aria-pressed={panel?.background === colour}
              onClick={() => props.onPanelColour(colour)}
              style={{ cursor: 'pointer', border: '1px solid #adb5bd' }}
            />
          ))}
        </Group>
      </Stack>

      <Stack gap="xs" data-testid="layout-chooser">
        <Title order={2} size="h5">
          {t('comicEditor.layout.title')}
        </Title>
        {Array.from({ length: maxComicPanels }, (_, i) => i + 1).map((count) => (
          <div key={count}>
            <Text size="xs" c="dimmed">
              {t('comicEditor.layout.panels', { count })}
            </Text>
            <div className={classes.layoutGrid}>
              {layoutsWithPanels(count).map((layout) => (
                <button
                  key={layout}
                  type="button"
                  className={classes.layoutButton}
                  aria-pressed={page.layout === layout}
                  aria-label={t('comicEditor.layout.choose', { name: layout, count })}
                  data-testid={`layout-${layout}`}
                  onClick={() => props.onLayout(layout)}
                >
                  <LayoutSketch layout={layout} />
                </button>
              ))}
            </div>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
