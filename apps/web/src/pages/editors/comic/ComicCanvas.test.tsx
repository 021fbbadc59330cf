import { MantineProvider } from '@mantine/core';
import { type ComicPage, comicPageSchema } from '@storyloom/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { theme } from '../../../theme/theme';
import { ComicCanvas } from './ComicCanvas';
import type { Selection } from './comic';

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});

const page = comicPageSchema.parse({
  layout: '2-rows',
  panels: [
    {
      items: [
        { id: 'cat', artworkId: 'a1', x: 0.3, y: 0.5, scale: 0.3 },
        { id: 'dog', artworkId: 'a2', x: 0.7, y: 0.5, scale: 0.3 },
      ],
      bubbles: [{ id: 'b', style: 'speech', text: 'Hi', x: 0.5, y: 0.2, tail: { x: 0.3, y: 0.5 } }],
    },
    {},
  ],
});
const images = new Map([
  ['a1', { Url: '/a1.webp', Width: 10, Height: 10 }],
  ['a2', { Url: '/a2.webp', Width: 10, Height: 10 }],
]);

function setup(selection: Selection, several = false) {
  const onSelect = vi.fn();
  const onChange = vi.fn();
  const onDuplicate = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <ComicCanvas
        page={page}
        images={images}
        label="Page 1"
        zoom={1}
        readOnly={false}
        selection={selection}
        onSelect={onSelect}
        onChange={onChange}
        onDropArt={vi.fn()}
        onDuplicate={onDuplicate}
        several={several}
      />
    </MantineProvider>,
  );
  /** The page the last change made. */
  const changed = (): ComicPage => {
    const last = onChange.mock.calls.at(-1);
    if (!last) throw new Error('no change yet');
    return (last[0] as (p: ComicPage) => ComicPage)(page);
  };
  return { onSelect, onChange, onDuplicate, changed };
}

const thing = (id: string) => document.querySelector(`[data-id="${id}"]`) as HTMLElement;

describe('the comic canvas', () => {
  it('selects with a press, adds with Shift, and chooses a panel on an empty spot', () => {
    const { onSelect } = setup({ panel: 0, ids: ['cat'] });
    fireEvent.pointerDown(thing('dog'), { shiftKey: true });
    expect(onSelect).toHaveBeenLastCalledWith({ panel: 0, ids: ['cat', 'dog'] });
    fireEvent.pointerDown(thing('b'));
    expect(onSelect).toHaveBeenLastCalledWith({ panel: 0, ids: ['b'] });
    fireEvent.pointerDown(screen.getAllByTestId('comic-panel')[1] as HTMLElement);
    expect(onSelect).toHaveBeenLastCalledWith({ panel: 1, ids: [] });
  });

  it('with "Choose several" on, a tap adds or takes out as Shift does (touch screens)', () => {
    const { onSelect } = setup({ panel: 0, ids: ['cat'] }, true);
    fireEvent.pointerDown(thing('dog'));
    expect(onSelect).toHaveBeenLastCalledWith({ panel: 0, ids: ['cat', 'dog'] });
    fireEvent.pointerDown(thing('cat'));
    expect(onSelect).toHaveBeenLastCalledWith({ panel: 0, ids: [] });
  });

  it('nudges with the arrow keys, deletes, duplicates and lets go from the keyboard', () => {
    const { onChange, onSelect, onDuplicate, changed } = setup({ panel: 0, ids: ['cat', 'b'] });
    const canvas = screen.getByTestId('comic-canvas');
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    expect(changed().panels[0]?.items[0]).toMatchObject({ x: 0.31, y: 0.5 });
    expect(changed().panels[0]?.bubbles[0]).toMatchObject({ x: 0.51 });
    fireEvent.keyDown(canvas, { key: 'ArrowUp', shiftKey: true });
    expect(changed().panels[0]?.items[0]?.y).toBe(0.45);
    fireEvent.keyDown(canvas, { key: 'Delete' });
    expect(changed().panels[0]?.items.map((i) => i.id)).toEqual(['dog']);
    expect(changed().panels[0]?.bubbles).toEqual([]);
    expect(onSelect).toHaveBeenLastCalledWith({ panel: 0, ids: [] });
    fireEvent.keyDown(canvas, { key: 'd', ctrlKey: true });
    expect(onDuplicate).toHaveBeenCalledTimes(1);
    const changes = onChange.mock.calls.length;
    fireEvent.keyDown(canvas, { key: 'Escape' });
    expect(onChange.mock.calls.length).toBe(changes);
  });

  it('shows the tail handle of a selected bubble only', () => {
    setup({ panel: 0, ids: ['cat'] });
    expect(screen.queryByTestId('tail-handle')).toBeNull();
  });
});
