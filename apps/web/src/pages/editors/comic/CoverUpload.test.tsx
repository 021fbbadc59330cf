import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { theme } from '../../../theme/theme';
import { CoverUpload } from './CoverUpload';

const upload = vi.hoisted(() => ({
  checkImageFile: vi.fn(),
  uploadForm: vi.fn(),
}));
vi.mock('../../../api/art-upload', async (original) => ({
  ...(await original<typeof import('../../../api/art-upload')>()),
  checkImageFile: upload.checkImageFile,
  uploadForm: upload.uploadForm,
}));

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
beforeEach(() => {
  upload.checkImageFile.mockReset().mockResolvedValue(null);
  upload.uploadForm.mockReset();
});

const image = { imageId: 'img1', url: '/media/images/x/display.webp', thumbUrl: '/t.webp' };

function setup(uploaded = false) {
  const onUploaded = vi.fn();
  const onRemove = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <CoverUpload bookId="b1" uploaded={uploaded} onUploaded={onUploaded} onRemove={onRemove} />
    </MantineProvider>,
  );
  expect(screen.getByRole('button', { name: 'Upload a cover' })).toBeTruthy();
  const input = screen.getByTestId('cover-upload-input') as HTMLInputElement;
  const choose = (name = 'cover.png') =>
    fireEvent.change(input, {
      target: { files: [new File(['png'], name, { type: 'image/png' })] },
    });
  return { onUploaded, onRemove, choose };
}

describe('CoverUpload', () => {
  it("sends the file with the comic's BookId, shows progress, then hands back the cover", async () => {
    let finish: (value: unknown) => void = () => {};
    upload.uploadForm.mockImplementation(
      (_path: string, _form: FormData, options: { onProgress(f: number): void }) =>
        new Promise((resolve) => {
          options.onProgress(0.5);
          finish = resolve;
        }),
    );
    const { onUploaded, choose } = setup();
    choose();
    expect(await screen.findByText('Sending the cover… 50%')).toBeTruthy();
    const [path, form] = upload.uploadForm.mock.calls[0] as [string, FormData];
    expect(path).toBe('/api/Upload/ComicCover');
    expect(form.get('BookId')).toBe('b1');
    expect((form.get('file') as File).name).toBe('cover.png');
    finish({ Image: {}, Book: { BookId: 'b1', Cover: { artworkId: null, image } } });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(image));
    expect(screen.queryByText(/Sending the cover/)).toBeNull();
  });

  it('says what is wrong with a file before sending it, and shows the server refusal', async () => {
    upload.checkImageFile.mockResolvedValueOnce('type');
    const { onUploaded, choose } = setup();
    choose('notes.txt');
    expect((await screen.findByRole('alert')).textContent).toContain("isn't a picture we can use");
    expect(upload.uploadForm).not.toHaveBeenCalled();

    upload.uploadForm.mockRejectedValueOnce(
      new ApiError({ code: 100202, msg: 'x', message: 'That image is too large.', status: 413 }),
    );
    choose();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('That image is too large.'),
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('offers to go back to the comic art once a cover is uploaded', () => {
    const { onRemove } = setup(true);
    fireEvent.click(screen.getByRole('button', { name: 'Use the comic art instead' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
