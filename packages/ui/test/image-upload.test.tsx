import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ImageUpload } from '../src/components/image-upload/ImageUpload';
import { UploadRefused, uploadMedia } from '../src/components/image-upload/upload';
import { renderUi } from './render';

function Field({
  upload,
  initial = null,
}: {
  upload: (file: File) => Promise<never> | Promise<{ id: string; url: string; contentType: string; size: number }>;
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ImageUpload token="t" value={value} onChange={setValue} upload={upload} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

const pick = (container: HTMLElement) => {
  const input = container.querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['png'], 'dish.png', { type: 'image/png' })] } });
};

test('a chosen picture is uploaded at once and becomes the value, shown as a preview', async () => {
  const upload = jest.fn().mockResolvedValue({ id: 'm1', url: '/media/m1', contentType: 'image/png', size: 3 });
  const { container } = renderUi(<Field upload={upload} />);
  pick(container);
  await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('/media/m1'));
  expect((upload.mock.calls[0]![0] as File).name).toBe('dish.png');
  expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/m1');
  expect(screen.getByRole('button', { name: 'Replace' })).toBeTruthy();
});

test("a refused upload says 'Failed to upload images' and keeps the picture there was", async () => {
  const upload = jest.fn().mockRejectedValue(new UploadRefused('Failed to upload images'));
  const { container } = renderUi(<Field upload={upload} initial="/media/old" />);
  pick(container);
  expect(await screen.findByText('Failed to upload images')).toBeTruthy();
  expect(screen.getByTestId('value').textContent).toBe('/media/old');
});

test('Remove clears the value', () => {
  renderUi(<Field upload={jest.fn()} initial="/media/old" />);
  fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
  expect(screen.getByTestId('value').textContent).toBe('');
});

test('uploadMedia sends the purpose before the file with the bearer token, and turns a refusal into its message', async () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return calls.length === 1
      ? new Response(JSON.stringify({ id: 'm1', url: '/media/m1', contentType: 'image/png', size: 3 }), { status: 200 })
      : new Response(JSON.stringify({ error: 'Failed to upload images' }), { status: 400 });
  });
  const original = global.fetch;
  global.fetch = fetchMock as unknown as typeof fetch;
  try {
    const file = new Blob(['png'], { type: 'image/png' });
    expect((await uploadMedia(file, 'image', 'tok')).url).toBe('/media/m1');
    const body = calls[0]!.init.body as FormData;
    expect(calls[0]!.url).toBe('/api/upload');
    expect([...body.keys()]).toEqual(['purpose', 'file']);
    expect(body.get('purpose')).toBe('image');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    await expect(uploadMedia(file, 'image', 'tok')).rejects.toThrow('Failed to upload images');
  } finally {
    global.fetch = original;
  }
});

test('the stored picture, a button that opens it larger, says what it is (a button needs a name)', () => {
  renderUi(<Field upload={jest.fn()} initial="/media/cover" />);
  expect(screen.getByRole('img', { name: 'The picture as it is now (opens larger)' }).getAttribute('src')).toBe('/media/cover');
});
