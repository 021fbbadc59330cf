/**
 * A spot illustration in a chapter: an artwork of the book's art set, by id (`artworkId`), with
 * alt text and a size (small, medium, full). The picture itself comes from the art set the
 * editor loaded (ArtworksContext), so the stored document never holds an address.
 */
import { ActionIcon, Group, SegmentedControl, Text, TextInput, Tooltip } from '@mantine/core';
import { TextSelection } from '@tiptap/pm/state';
import {
  mergeAttributes,
  Node,
  NodeViewWrapper,
  type ReactNodeViewProps,
  ReactNodeViewRenderer,
} from '@tiptap/react';
import { createContext, useContext } from 'react';
import type { Artwork } from '../../api/art';
import { useTranslation } from '../../i18n/react';
import classes from './RichText.module.css';

export const ArtworksContext = createContext<Artwork[]>([]);

export type ArtImageSize = 'small' | 'medium' | 'full';

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    artImage: {
      /** Puts an artwork of the art set at the cursor. */
      insertArtwork: (attrs: {
        artworkId: string;
        alt?: string;
        size?: ArtImageSize;
      }) => ReturnType;
    };
  }
}

function ArtImageView({
  node,
  updateAttributes,
  deleteNode,
  selected,
  editor,
}: ReactNodeViewProps) {
  const { t } = useTranslation();
  const artworks = useContext(ArtworksContext);
  const artworkId = String(node.attrs.artworkId ?? '');
  const size = (node.attrs.size as ArtImageSize | null) ?? 'medium';
  const alt = (node.attrs.alt as string | null) ?? '';
  const artwork = artworks.find((a) => a.ArtworkId === artworkId);
  const editable = editor.isEditable;
  return (
    <NodeViewWrapper
      as="figure"
      className={classes.figure}
      data-size={size}
      data-selected={selected || undefined}
      data-testid="chapter-picture"
      data-artwork-id={artworkId}
    >
      {artwork ? (
        <img
          src={size === 'small' ? artwork.Image.ThumbUrl : artwork.Image.Url}
          alt={alt || artwork.Title}
          width={artwork.Image.Width}
          height={artwork.Image.Height}
          draggable={false}
          data-drag-handle
        />
      ) : (
        <div className={classes.missingArt} data-drag-handle>
          {t('richText.picture.missing')}
        </div>
      )}
      {selected && editable ? (
        <figcaption className={classes.pictureTools} contentEditable={false}>
          <Group gap="xs" wrap="wrap" align="end">
            <SegmentedControl
              size="xs"
              aria-label={t('richText.picture.size')}
              value={size}
              onChange={(value) => updateAttributes({ size: value })}
              data={[
                { value: 'small', label: t('richText.picture.small') },
                { value: 'medium', label: t('richText.picture.medium') },
                { value: 'full', label: t('richText.picture.full') },
              ]}
            />
            <TextInput
              size="xs"
              className={classes.altInput}
              label={t('richText.picture.alt')}
              value={alt}
              maxLength={300}
              onChange={(e) => updateAttributes({ alt: e.currentTarget.value })}
            />
            <Tooltip label={t('richText.picture.remove')}>
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t('richText.picture.remove')}
                onClick={() => deleteNode()}
              >
                ×
              </ActionIcon>
            </Tooltip>
          </Group>
          {artwork ? (
            <Text size="xs" c="dimmed" mt={4}>
              {artwork.Attribution || artwork.Artist.Name}
            </Text>
          ) : null}
        </figcaption>
      ) : null}
    </NodeViewWrapper>
  );
}

export const ArtImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      artworkId: { default: null },
      alt: { default: null },
      size: { default: 'medium' },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'figure[data-artwork-id]',
        getAttrs: (el) => ({
          artworkId: (el as HTMLElement).getAttribute('data-artwork-id'),
          size: (el as HTMLElement).getAttribute('data-size') ?? 'medium',
        }),
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    return [
      'figure',
      mergeAttributes(HTMLAttributes, {
        'data-artwork-id': node.attrs.artworkId,
        'data-size': node.attrs.size,
      }),
    ];
  },

  addNodeView() {
    return ReactNodeViewRenderer(ArtImageView);
  },

  addCommands() {
    return {
      insertArtwork:
        (attrs) =>
        ({ chain }) =>
          chain()
            .insertContent({ type: this.name, attrs: { size: 'medium', ...attrs } })
            // The cursor goes on after the picture, so typing goes on writing instead of
            // replacing the picture just chosen.
            .command(({ tr, state }) => {
              const end = tr.selection.to;
              const paragraph = state.schema.nodes.paragraph;
              if (end >= tr.doc.content.size && paragraph) tr.insert(end, paragraph.create());
              tr.setSelection(TextSelection.near(tr.doc.resolve(end + 1), 1));
              return true;
            })
            .run(),
    };
  },
});
