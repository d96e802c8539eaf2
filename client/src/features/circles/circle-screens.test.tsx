// @vitest-environment jsdom
import type { Circle, CircleEvent, CircleMember, Post } from '@contract/circles';
import { ROUTES } from '@contract/routes';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { currentLanguage, t } from '@/lib/i18n';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp, speak } from '@/test/render';
import { CareNoticeDialog, showCareNotice } from './care-notice';
import CircleDetailPage from './circle-detail-page';
import CircleHubPage from './circle-hub-page';
import { PostComposer } from './post-composer';
import { joinedLabel, timeAgo } from './relative-time';

afterEach(resetApp);

const circle: Circle = {
  id: 3,
  name: 'Sabah Ritüelleri',
  description: 'Güne başlamak için küçük ritüeller.',
  members: 12,
  activeDiscussions: 1,
  upcomingEvents: 0,
  isJoined: false,
};

const post: Post = {
  id: 21,
  circleId: 3,
  authorId: 2,
  authorName: 'Deniz Y.',
  authorAvatar: null,
  content: 'Bu sabah kahvemi balkonda içtim.',
  date: new Date().toISOString(),
  likes: 3,
  comments: 0,
  isLiked: false,
  tags: [],
  media: [{ id: 5, type: 'image', url: '/media/5.webp', width: 1200, height: 800, aspectRatio: 1.5 }],
  isHidden: false,
  isOwn: false,
};

const event: CircleEvent = {
  id: 8,
  circleId: 3,
  circle: 'Sabah Ritüelleri',
  title: 'Dolunay Buluşması',
  date: '2027-03-05',
  time: '19:30',
  location: 'Moda Sahili',
  description: 'Dolunayda niyetlerimizi paylaşıyoruz.',
  attendees: 8,
  spots: 2,
  isRSVPed: false,
};

const circleMember: CircleMember = {
  id: 2,
  name: 'Deniz Y.',
  avatar: null,
  bio: null,
  joinDate: new Date().toISOString(),
};

/** The circle's endpoints as the server answers a member of it; a like is refused. */
function circleServer() {
  return stubApi(({ method, path }) => {
    if (path === '/api/circles/3') return json(200, { ...circle, isJoined: true });
    if (path.startsWith('/api/circles/3/posts')) return json(200, { posts: [post], nextCursor: null });
    if (path === '/api/circles/3/events') return json(200, [event]);
    if (path === '/api/circles/3/members') return json(200, [circleMember]);
    if (path === '/api/posts/21/comments') return json(200, []);
    if (path === '/api/posts/21/like' && method === 'PUT') return json(404, { message: 'Post not found' });
    return json(404, { message: 'Not found' });
  });
}

describe('the circles in English, as before', () => {
  it("writes an event's day, time and places as the specification does", async () => {
    circleServer();
    const user = userEvent.setup();
    renderApp(
      <Route path="/circle/:id">
        <CircleDetailPage />
      </Route>,
      { path: '/circle/3' },
    );
    await user.click(await screen.findByRole('tab', { name: 'Events' }));
    const gathering = await screen.findByRole('article', { name: 'Dolunay Buluşması' });
    expect(within(gathering).getByText('Friday, March 5')).toBeTruthy();
    expect(within(gathering).getByText('7:30 PM')).toBeTruthy();
    expect(within(gathering).getByText('8 attendees')).toBeTruthy();
    expect(within(gathering).getByText('· 2 spots left')).toBeTruthy();
    expect(within(gathering).getByRole('button', { name: 'RSVP' })).toBeTruthy();
  });
});

describe('the circles in Turkish', () => {
  it("shows a free member the hub's Premium card and a look inside", async () => {
    await speak('tr');
    stubApi(({ path }) =>
      path === ROUTES.circlePreview.path ? json(200, [circle]) : json(403, { message: 'premium' }),
    );
    renderApp(<CircleHubPage />, { user: member({ isPremium: false }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Huzur Çemberi' })).toBeTruthy();
    expect(screen.getByText("Huzur Çemberi, Telve Premium'a dahil.")).toBeTruthy();
    expect(screen.getByText('Her çemberin üyeleriyle tanış')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'İçeriye bir bakış' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Sabah Ritüelleri' });
    expect(within(card).getByText('12 üye')).toBeTruthy();
    expect(within(card).getByText('1 aktif sohbet')).toBeTruthy();
    expect(within(card).getByText('0 yaklaşan etkinlik')).toBeTruthy();
    expect(within(card).getByText('Gönderiler Premium ile açılır')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toBeTruthy();
  });

  it("shows a Premium member the hub's tabs and circles", async () => {
    await speak('tr');
    stubApi(({ path }) => (path === ROUTES.discoverCircles.path ? json(200, [circle]) : json(200, [])));
    renderApp(<CircleHubPage />);

    const tabs = screen.getByRole('tablist', { name: 'Çember merkezi' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Keşfet', 'Çemberlerim', 'Etkinlikler']);
    const circles = await screen.findByRole('list', { name: 'Tüm çemberler' });
    expect(within(circles).getByRole('button', { name: 'Çembere Katıl' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Çemberlerim' }));
    expect(await screen.findByRole('heading', { name: 'Henüz Bir Çembere Katılmadın' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Çemberleri Keşfet' })).toBeTruthy();
  });

  it("shows a circle's feed, events and members, and its toasts", async () => {
    await speak('tr');
    circleServer();
    const user = userEvent.setup();
    renderApp(
      <Route path="/circle/:id">
        <CircleDetailPage />
      </Route>,
      { path: '/circle/3' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Sabah Ritüelleri' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Çemberlere dön' })).toBeTruthy();
    const about = screen.getByRole('region', { name: 'Bu çember hakkında' });
    expect(within(about).getByText('12 üye')).toBeTruthy();
    expect(within(about).getByRole('button', { name: 'Çemberden Ayrıl' })).toBeTruthy();

    // The feed: the composer, then the post with its time, photo and actions.
    const text = await screen.findByRole('textbox', { name: 'Çemberle bir şey paylaş' });
    expect(text.getAttribute('placeholder')).toBe('Çemberle bir şey paylaş...');
    const card = screen.getByRole('article', { name: 'Deniz Y.' });
    expect(within(card).getByText('Az önce')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Deniz Y. tarafından paylaşılan 1. fotoğraf' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Paylaş' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Yorumlar 0' }));
    expect(await within(card).findByText('Henüz yorum yok. İlk yorumu sen yaz!')).toBeTruthy();
    expect(within(card).getByRole('textbox', { name: 'Yorum yaz' }).getAttribute('placeholder')).toBe(
      'Bir yorum yaz...',
    );
    expect(within(card).getByRole('button', { name: 'Yorumu gönder' })).toBeTruthy();

    // A refused like says so in Turkish, the server's reason too.
    await user.click(within(card).getByRole('button', { name: 'Beğen 3' }));
    expect(await screen.findByText('Beğenin kaydedilemedi')).toBeTruthy();
    expect(screen.getByText('Gönderi bulunamadı')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Etkinlikler' }));
    const gathering = await screen.findByRole('article', { name: 'Dolunay Buluşması' });
    expect(within(gathering).getByText('5 Mart Cuma')).toBeTruthy();
    expect(within(gathering).getByText('19:30')).toBeTruthy();
    expect(within(gathering).getByText('8 katılımcı')).toBeTruthy();
    expect(within(gathering).getByText('· 2 kişilik yer kaldı')).toBeTruthy();
    expect(within(gathering).getByRole('button', { name: 'Hatırlat' })).toBeTruthy();
    expect(within(gathering).getByRole('button', { name: 'Katılacağım' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Üyeler' }));
    const members = await screen.findByRole('list', { name: 'Üyeler' });
    expect(within(members).getByText('Katılım: bugün')).toBeTruthy();
  });

  it("reports a post in Turkish, the contract's message too", async () => {
    await speak('tr');
    circleServer();
    const user = userEvent.setup();
    renderApp(
      <Route path="/circle/:id">
        <CircleDetailPage />
      </Route>,
      { path: '/circle/3' },
    );

    await user.click(await screen.findByRole('button', { name: 'Bildir' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Bu gönderiyi bildir' });
    expect(within(dialog).getByRole('textbox', { name: 'Bu gönderideki sorun ne?' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Vazgeç' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Sorunun ne olduğunu bize anlatır mısın?');
  });

  it("names a post's attachments in Turkish", async () => {
    await speak('tr');
    renderApp(<PostComposer circleId={3} />);
    expect(screen.getByRole('form', { name: 'Yeni gönderi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fotoğraf/Video' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gönder' })).toHaveProperty('disabled', true);
  });

  it("says in Turkish that the server is busy with photos when an attachment's upload is refused", async () => {
    await speak('tr');
    stubApi(async ({ path }) =>
      path === '/api/circle-media'
        ? json(503, {
            message: 'Many photos are being processed right now. Please try again in a few seconds.',
            code: 'UNAVAILABLE',
          })
        : json(500, {}),
    );
    const user = userEvent.setup();
    const view = renderApp(<PostComposer circleId={3} />);
    await user.type(screen.getByRole('textbox', { name: 'Çemberle bir şey paylaş' }), 'Günaydın');
    await user.click(screen.getByRole('button', { name: 'Fotoğraf/Video' }));
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The composer has no file input');
    await user.upload(input, new File(['jpeg bytes'], 'gunes.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));

    expect(await screen.findByText('Gönderin paylaşılamadı')).toBeTruthy();
    expect(
      screen.getByText('Şu anda çok sayıda fotoğraf işleniyor. Lütfen birkaç saniye sonra yeniden dene.'),
    ).toBeTruthy();
  });

  it('holds out a hand in Turkish', async () => {
    await speak('tr');
    renderApp(<CareNoticeDialog />);
    act(() => showCareNotice('Yanındayız.'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Yalnız değilsin' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Teşekkür ederim' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says when in Turkish', async () => {
    await speak('tr');
    const words = { language: currentLanguage(), text: t };
    const now = new Date('2027-03-10T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(timeAgo(ago(0), now, words)).toBe('Az önce');
    expect(timeAgo(ago(5 * 60_000), now, words)).toBe('5 dakika önce');
    expect(timeAgo(ago(25 * 3_600_000), now, words)).toBe('Dün');
    expect(timeAgo(ago(4 * 86_400_000), now, words)).toBe('4 gün önce');
    expect(timeAgo('2025-06-01T12:00:00Z', now, words)).toBe('1 Haziran 2025');
    expect(joinedLabel(ago(60_000), now, words)).toBe('Katılım: bugün');
    expect(joinedLabel(ago(3 * 86_400_000), now, words)).toBe('Katılım: 3 gün önce');
    expect(joinedLabel('2026-11-15T12:00:00Z', now, words)).toBe('Katılım: Kasım 2026');
  });
});
