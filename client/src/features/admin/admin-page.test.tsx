// @vitest-environment jsdom
import type { AdminCircle, AdminComment, AdminEvent, AdminPost, AuditEntry } from '@contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp, speak } from '@/test/render';
import AdminPage from './admin-page';

afterEach(resetApp);

const admin = member({ role: 'admin' });

const circle: AdminCircle = {
  id: 3,
  name: 'Sabah Ritüelleri',
  description: 'Güne başlamak için küçük ritüeller.',
  active: true,
  createdAt: '2027-03-01T12:00:00.000Z',
};

const post: AdminPost = {
  id: 21,
  circleId: 1234,
  circleName: null,
  authorId: 2,
  authorName: 'Deniz Y.',
  content: 'Bu sabah kahvemi balkonda içtim.',
  createdAt: '2027-03-02T12:00:00.000Z',
  isHidden: false,
  hiddenReason: null,
  media: [
    { type: 'image', url: '/media/5.webp' },
    { type: 'video', url: '/media/6.mp4' },
  ],
  tags: ['şükran'],
  openReports: 2,
  reportReasons: ['Spam', 'Spam'],
  careFlag: false,
  cursor: 'p21',
};

const comment: AdminComment = {
  id: 40,
  postId: 21,
  circleId: 3,
  circleName: 'Sabah Ritüelleri',
  authorId: null,
  authorName: null,
  content: 'Kaba bir yorum.',
  createdAt: '2027-03-03T12:00:00.000Z',
  isHidden: true,
  openReports: 3,
  reportReasons: ['Hakaret'],
  cursor: 'c40',
};

const event: AdminEvent = {
  id: 8,
  circleId: 3,
  circleName: 'Sabah Ritüelleri',
  title: 'Dolunay Buluşması',
  date: '2027-03-05',
  time: '19:30',
  location: 'Moda Sahili',
  description: 'Dolunayda niyetlerimizi paylaşıyoruz.',
  createdBy: 1,
  createdAt: '2027-03-01T12:00:00.000Z',
};

const entries: AuditEntry[] = [
  {
    id: 2,
    actorId: 1,
    actorEmail: 'ayla@example.com',
    actorName: 'Ayla Demir',
    action: 'create',
    objectType: 'circle',
    objectId: 3,
    before: null,
    after: { name: 'Sabah Ritüelleri' },
    createdAt: '2027-03-01T12:00:00.000Z',
    cursor: 'a2',
  },
  {
    id: 1,
    actorId: null,
    actorEmail: 'eski@example.com',
    actorName: null,
    action: 'dismiss-reports',
    objectType: 'post',
    objectId: 21,
    before: { openReports: 2 },
    after: { openReports: 0 },
    createdAt: '2027-02-28T12:00:00.000Z',
    cursor: 'a1',
  },
];

/** The admin API with one of each row; hiding a post answers it hidden, anything else is refused. */
function adminServer() {
  return stubApi(({ method, path, body }) => {
    if (path === '/api/admin/circles') return json(200, [circle]);
    if (path.startsWith('/api/admin/posts') && method === 'GET') return json(200, [post]);
    if (path === '/api/admin/posts/21' && method === 'PATCH') return json(200, { ...post, ...(body as object) });
    if (path.startsWith('/api/admin/comments')) return json(200, [comment]);
    if (path === '/api/admin/events') return json(200, [event]);
    if (path.startsWith('/api/admin/audit')) return json(200, entries);
    return json(500, { message: 'Something went wrong' });
  });
}

/** The tab panel a tab opens (every panel stays mounted). */
const panel = (name: string) => screen.getByRole('region', { name });

describe('the admin dashboard in English, as before', () => {
  it('writes dates, counts and the activity as the specification does', async () => {
    adminServer();
    renderApp(<AdminPage />, { user: admin });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Circles' })).toBeTruthy();

    const circles = panel('Circles');
    expect(await within(circles).findAllByRole('button', { name: 'Edit Sabah Ritüelleri' })).toHaveLength(2);
    expect(within(circles).getByRole('list', { name: 'Wellness circles' })).toBeTruthy();
    expect(within(circles).getAllByText('March 1, 2027').length).toBeGreaterThan(0);

    const posts = panel('Posts');
    expect((await within(posts).findAllByText('Circle #1234')).length).toBeGreaterThan(0);
    expect(within(posts).getAllByText('Reported (2)').length).toBeGreaterThan(0);

    const events = panel('Events');
    expect((await within(events).findAllByText('March 5, 2027 at 19:30')).length).toBeGreaterThan(0);

    const activity = panel('Activity');
    const created = await within(activity).findByText(
      (_, node) => node?.tagName === 'P' && /created/.test(node.textContent ?? ''),
    );
    expect(created.textContent).toBe('Ayla Demir (ayla@example.com) created circle #3');
    const dismissed = within(activity).getByText(
      (_, node) => node?.tagName === 'P' && /dismissed/.test(node.textContent ?? ''),
    );
    expect(dismissed.textContent).toBe('eski@example.com (account deleted) dismissed the reports of post #21');

    await userEvent
      .setup()
      .click(within(posts).getAllByRole('button', { name: 'View post details' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Post Details' });
    expect(within(dialog).getByRole('region', { name: 'Media (2 files)' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Reported (2)' })).toBeTruthy();
  });
});

describe('the admin dashboard in Turkish', () => {
  it('turns a member who is not an administrator away, in Turkish', async () => {
    await speak('tr');
    adminServer();
    const { history } = renderApp(<AdminPage />, { user: member() });
    expect(await screen.findByText('Erişim yok')).toBeTruthy();
    expect(screen.getByText('Yönetim paneline girme iznin yok.')).toBeTruthy();
    expect(history.at(-1)).toBe('/');
  });

  it('shows the header, the tabs and the circles with their form and delete confirmation', async () => {
    await speak('tr');
    adminServer();
    const user = userEvent.setup();
    renderApp(<AdminPage />, { user: admin });

    expect(screen.getByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeTruthy();
    expect(screen.getByText('Huzur Çemberlerini, gönderileri, etkinlikleri ve dahasını buradan yönet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yönetimden Çık' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Çemberler',
      'Gönderiler',
      'Yorumlar',
      'Etkinlikler',
      'İşlem Geçmişi',
    ]);

    const circles = panel('Çemberler');
    await within(circles).findAllByRole('button', { name: 'Düzenle: Sabah Ritüelleri' });
    const cards = within(circles).getByRole('list', { name: 'Huzur çemberleri' });
    expect(within(cards).getByText('Durum')).toBeTruthy();
    expect(within(cards).getByText('Aktif')).toBeTruthy();
    expect(within(cards).getByText('1 Mart 2027')).toBeTruthy();
    expect(
      within(circles)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Ad', 'Açıklama', 'Durum', 'Oluşturulma tarihi', 'İşlemler']);

    await user.click(within(circles).getByRole('button', { name: 'Çember Oluştur' }));
    let dialog = await screen.findByRole('dialog', { name: 'Çember Oluştur' });
    expect(within(dialog).getByText('Üyelerin katılabileceği yeni bir Huzur Çemberi başlat.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Çember Adı' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Açıklama' })).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'Aktif' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));

    await user.click(within(circles).getAllByRole('button', { name: 'Düzenle: Sabah Ritüelleri' })[0] as HTMLElement);
    dialog = await screen.findByRole('dialog', { name: 'Çemberi Düzenle' });
    expect(within(dialog).getByRole('button', { name: 'Değişiklikleri Kaydet' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));

    await user.click(within(circles).getAllByRole('button', { name: 'Sil: Sabah Ritüelleri' })[0] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog', { name: 'Emin misin?' });
    expect(
      within(confirm).getByText(
        '"Sabah Ritüelleri" çemberi, tüm gönderileri ve etkinlikleriyle birlikte kalıcı olarak silinecek.',
      ),
    ).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Sil' })).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Vazgeç' })).toBeTruthy();
  });

  it('shows the posts, their filters and details, and says a post was hidden', async () => {
    await speak('tr');
    const calls = adminServer();
    const user = userEvent.setup();
    renderApp(<AdminPage />, { user: admin });

    const posts = panel('Gönderiler');
    const filters = within(posts).getByRole('group', { name: 'Göster' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tüm gönderiler', 'Bildirilenler', 'Gizli']);
    const cards = await within(posts).findByRole('list', { name: 'Çember gönderileri' });
    expect(within(cards).getByText('Çember #1234')).toBeTruthy();
    expect(within(cards).getByText('Yazan')).toBeTruthy();
    expect(within(cards).getByText('Görünür')).toBeTruthy();
    expect(within(cards).getByText('Bildirildi (2)')).toBeTruthy();
    expect(within(cards).getByText('2 Mart 2027')).toBeTruthy();
    expect(within(cards).getByRole('button', { name: 'Gönderiyi sil' })).toBeTruthy();

    await user.click(within(cards).getByRole('button', { name: 'Gönderinin ayrıntılarını gör' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gönderi Ayrıntıları' });
    expect(within(dialog).getByText('Gönderiyi incele, gerekirse müdahale et.')).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'Görünürlük' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'İçerik' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Medya (2 dosya)' })).toBeTruthy();
    expect(within(dialog).getByText('Video')).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Etiketler' })).toBeTruthy();
    const reports = within(dialog).getByRole('region', { name: 'Bildirildi (2)' });
    expect(within(reports).getByRole('button', { name: 'Bildirimleri Reddet' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Gönderiyi Sil' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Gönderiyi Gizle' }));
    expect(await screen.findByText('Gönderi gizlendi')).toBeTruthy();
    expect(screen.getByText('Başarılı')).toBeTruthy();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PATCH', path: '/api/admin/posts/21', body: { isHidden: true } }),
    );
  });

  it('shows the comments reports hid, and the activity in Turkish sentences', async () => {
    await speak('tr');
    adminServer();
    renderApp(<AdminPage />, { user: admin });

    const comments = panel('Yorumlar');
    expect(
      within(comments).getByText('Üç bildirimle gizlenen yorumlar, sen geri getirene kadar gizli kalır.'),
    ).toBeTruthy();
    const cards = await within(comments).findByRole('list', { name: 'Bildirimlerle gizlenen yorumlar' });
    expect(within(cards).getByText('Eski üye')).toBeTruthy();
    expect(within(cards).getByText('Bildirimler')).toBeTruthy();
    expect(within(cards).getByRole('button', { name: 'Yorumu geri getir' })).toBeTruthy();

    const activity = panel('İşlem Geçmişi');
    const created = await within(activity).findByText(
      (_, node) => node?.tagName === 'P' && /oluşturdu/.test(node.textContent ?? ''),
    );
    expect(created.textContent).toBe('Ayla Demir (ayla@example.com) 3 numaralı çemberi oluşturdu');
    const dismissed = within(activity).getByText(
      (_, node) => node?.tagName === 'P' && /reddetti/.test(node.textContent ?? ''),
    );
    expect(dismissed.textContent).toBe(
      'eski@example.com (hesap silindi) 21 numaralı gönderinin bildirimlerini reddetti',
    );
    expect(within(activity).getAllByText('Değişiklikler')).toHaveLength(2);
  });

  it('shows the events and the event form with its calendar', async () => {
    await speak('tr');
    adminServer();
    const user = userEvent.setup();
    renderApp(<AdminPage />, { user: admin });

    const events = panel('Etkinlikler');
    const cards = await within(events).findByRole('list', { name: 'Çember etkinlikleri' });
    expect(within(cards).getByText('5 Mart 2027, 19:30')).toBeTruthy();
    expect(within(cards).getByText('Tarih ve Saat')).toBeTruthy();
    expect(within(cards).getByText('Yer')).toBeTruthy();

    await user.click(within(events).getByRole('button', { name: 'Etkinlik Oluştur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Etkinlik Oluştur' });
    expect(within(dialog).getByText('Çemberlerden biri için bir buluşma planla.')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Çember' }).textContent).toBe('Bir çember seç');
    expect(within(dialog).getByRole('textbox', { name: 'Etkinlik Başlığı' })).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('Açık adres ya da çevrim içi bağlantı')).toBeTruthy();
    expect(within(dialog).getByLabelText('Saat')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Tarih: Bir tarih seç' }));
    expect(await screen.findByRole('button', { name: 'Sonraki ay' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Önceki ay' })).toBeTruthy();
    // The week starts on Monday, its days named in Turkish (the grid's head is hidden from screen readers).
    const month = screen.getByRole('grid');
    expect([...month.querySelectorAll('th')].map((day) => day.getAttribute('aria-label'))).toEqual([
      'Pazartesi',
      'Salı',
      'Çarşamba',
      'Perşembe',
      'Cuma',
      'Cumartesi',
      'Pazar',
    ]);
    const today = document.querySelector<HTMLElement>('[data-day][aria-current="date"]');
    await user.click(today as HTMLElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Tarih: \d{1,2} \p{L}+ \d{4}$/u })).toBeTruthy(),
    );
  });
});
