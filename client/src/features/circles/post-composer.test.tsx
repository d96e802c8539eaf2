// @vitest-environment jsdom
import { CreatePostRequestSchema } from '@contract/circles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, gate, json, stubApi } from '@/test/api-stub';
import { renderApp, resetApp } from '@/test/render';
import { PostComposer } from './post-composer';

// jsdom has no object URLs; the composer previews each attachment with one.
beforeEach(() => {
  let next = 0;
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => `blob:preview-${++next}`;
      static override revokeObjectURL = () => {};
    },
  );
});
afterEach(resetApp);

const photo = (name = 'sunrise.jpg') => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

function renderComposer() {
  // applyAccept off: a file picker can be switched to 'All files', so the composer checks types itself.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderApp(<PostComposer circleId={3} />);
  const text = screen.getByRole('textbox', { name: 'Share something with the circle' });
  const post = screen.getByRole('button', { name: 'Post' });
  const attachButton = screen.getByRole('button', { name: 'Photo/Video' });
  /** What a pick in the file dialog the Photo/Video button opens does (the input itself is hidden). */
  const attach = async (file: File) => {
    await user.click(attachButton);
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The composer has no file input');
    await user.upload(input, file);
  };
  return { user, text, post, attachButton, attach };
}

describe('the post composer', () => {
  it('keeps Post disabled until the trimmed text is not empty', async () => {
    const { user, text, post } = renderComposer();

    expect(text.getAttribute('placeholder')).toBe('Share something with the circle...');
    expect(post).toHaveProperty('disabled', true);
    await user.type(text, '   ');
    expect(post).toHaveProperty('disabled', true);
    await user.type(text, 'Hello');
    expect(post).toHaveProperty('disabled', false);
    await user.clear(text);
    expect(post).toHaveProperty('disabled', true);
  });

  it('takes at most 5000 characters', async () => {
    const { user, text } = renderComposer();

    await user.click(text);
    await user.paste('a'.repeat(5001));

    expect((text as HTMLTextAreaElement).value).toHaveLength(5000);
  });

  it('lets a photo alone be posted, and be removed before posting', async () => {
    const { user, post, attach } = renderComposer();

    await attach(photo());
    expect(screen.getByRole('img', { name: 'Photo 1 to post' })).toBeTruthy();
    expect(post).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('list', { name: 'Attached media' })).toBeNull();
    expect(post).toHaveProperty('disabled', true);
  });

  it('refuses a file that is neither a photo nor a video', async () => {
    const { attach } = renderComposer();

    await attach(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));

    expect(
      await screen.findByText(
        'Invalid file type: Please attach a photo (JPEG, PNG, WebP, GIF or AVIF) or a video (MP4, WebM or MOV)',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Attached media' })).toBeNull();
  });

  it('refuses a photo over 15MB before uploading it', async () => {
    const { attach } = renderComposer();
    const large = photo('large.jpg');
    Object.defineProperty(large, 'size', { value: 15 * 1024 * 1024 + 1 });

    await attach(large);

    expect(await screen.findByText('File too large: Please attach a photo smaller than 15MB')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Attached media' })).toBeNull();
  });

  it('takes four photos or videos at most', async () => {
    const { attachButton, attach } = renderComposer();

    for (const name of ['1.jpg', '2.jpg', '3.jpg']) await attach(photo(name));
    expect(attachButton).toHaveProperty('disabled', false);
    await attach(new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }));

    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Remove video 4' })).toBeTruthy();
    expect(attachButton).toHaveProperty('disabled', true);
  });
});

describe('posting', () => {
  /** The upload and the post, answered by the server; the post waits for `release`. */
  function circleServer(postAnswer: () => Response) {
    const held = gate();
    const calls = stubApi(async ({ path }: ApiCall) => {
      if (path === '/api/circle-media') {
        return json(201, { id: 91, type: 'image', url: '/media/91.webp', width: 1200, height: 800, aspectRatio: 1.5 });
      }
      await held.opened;
      return postAnswer();
    });
    return { calls, release: held.open };
  }
  const created = {
    id: 501,
    circleId: 3,
    authorId: 1,
    authorName: 'Ayla Demir',
    authorAvatar: null,
    content: 'Hello circle',
    date: new Date().toISOString(),
    likes: 0,
    comments: 0,
    isLiked: false,
    tags: [],
    media: [],
    isHidden: false,
    isOwn: true,
    careMessage: null,
  };

  it('uploads the photo, sends the trimmed text with it, and clears the composer', async () => {
    const server = circleServer(() => json(201, created));
    const { user, text, post, attach } = renderComposer();
    const file = photo();
    await user.type(text, '  Hello circle  ');
    await attach(file);

    await user.click(post);
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(post.getAttribute('aria-busy')).toBe('true');
    expect(post).toHaveProperty('disabled', true);
    server.release();

    await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByRole('list', { name: 'Attached media' })).toBeNull();
    expect(post).toHaveProperty('disabled', true);
    const [upload, create] = server.calls;
    expect(upload).toMatchObject({ method: 'POST', path: '/api/circle-media' });
    const form = upload?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('file')).toBe(file);
    expect(create).toMatchObject({ method: 'POST', path: '/api/circles/3/posts' });
    expect(CreatePostRequestSchema.parse(create?.body)).toMatchObject({ content: 'Hello circle', mediaIds: [91] });
  });

  it("keeps the draft and shows the server's reason when the post fails", async () => {
    const server = circleServer(() => json(403, { message: 'Join this circle to take part.' }));
    server.release();
    const { user, text, post } = renderComposer();
    await user.type(text, 'Hello circle');

    await user.click(post);

    expect(await screen.findByText('Your post was not shared')).toBeTruthy();
    expect(screen.getByText('Join this circle to take part.')).toBeTruthy();
    expect((text as HTMLTextAreaElement).value).toBe('Hello circle');
    await waitFor(() => expect(post).toHaveProperty('disabled', false));
  });
});
