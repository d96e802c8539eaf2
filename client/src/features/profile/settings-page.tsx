import { TOASTS } from '@contract/messages';
import { ChevronRight, Crown, FileText, LogOut, ShieldCheck, User as UserIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { SCREEN_COLUMN } from '@/components/screen-column';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Slider } from '@/components/ui/slider';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { AccountDataCard, DeleteAccountLink } from '@/features/account';
import { useAuthActions } from '@/features/auth';
import { DailyReminderSetting } from '@/features/reminders';
import { LanguageSetting } from '@/features/settings';
import { type MessageId, useT } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { useAuth } from '@/session/auth-context';

const APP_VERSION = '1.0.0';

// Notifications (SPEC.md's setting) is the daily reminder: its switch turns the morning push
// message on or off on the server, and the stored 'notifications' setting follows what was saved.
const TOGGLES: Array<{ key: 'darkMode' | 'soundEnabled'; label: MessageId }> = [
  { key: 'darkMode', label: 'profile.settings.darkMode' },
  { key: 'soundEnabled', label: 'profile.settings.sound' },
];

export default function SettingsPage() {
  const say = useT();
  const { user, isPremium } = useAuth();
  const [settings, update] = useSettings();
  const { logout } = useAuthActions();
  const volumeId = useId();

  const onLogout = () =>
    logout.mutate(undefined, {
      onError: () => toast({ ...TOASTS.logoutFailed, variant: 'destructive' }),
    });

  return (
    <WithBottomNav>
      <PageHeader title={say('title:/settings')} backHref="/dashboard" backLabel={say('back.dashboard')} />
      {!user ? (
        <div className="flex justify-center p-10">
          <Spinner label={say('profile.settings.loading')} showLabel />
        </div>
      ) : (
        <main className={`${SCREEN_COLUMN.column} flex flex-col gap-5 py-6`}>
          <Card>
            <CardHeader>
              <CardTitle>{say('profile.settings.preferences')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              <LanguageSetting />
              <DailyReminderSetting />
              {TOGGLES.map(({ key, label }) => (
                <Field key={key} label={say(label)} layout="row">
                  <Switch checked={settings[key]} onCheckedChange={(checked) => update({ [key]: checked })} />
                </Field>
              ))}
              <div className="flex flex-col gap-2">
                <div className="flex justify-between text-sm font-medium">
                  <span id={volumeId}>{say('profile.settings.volume')}</span>
                  <span aria-hidden>{settings.volume}</span>
                </div>
                <Slider
                  value={[settings.volume]}
                  min={0}
                  max={100}
                  step={1}
                  disabled={!settings.soundEnabled}
                  onValueChange={([value]) => update({ volume: value ?? settings.volume })}
                  thumbLabelledBy={volumeId}
                />
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{say('profile.settings.account')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-1">
              <SettingsLink href="/profile" icon={<UserIcon aria-hidden />} label={say('profile.settings.profile')} />
              {isPremium && <SettingsLink href="/premium" icon={<Crown aria-hidden />} label={say('title:/premium')} />}
              <SettingsLink href="/terms" icon={<FileText aria-hidden />} label={say('title:/terms')} />
              <SettingsLink href="/privacy" icon={<ShieldCheck aria-hidden />} label={say('title:/privacy')} />
            </CardContent>
          </Card>
          <AccountDataCard />
          <Button variant="outline" size="lg" onClick={onLogout} loading={logout.isPending}>
            <LogOut aria-hidden /> {say('profile.settings.logOut')}
          </Button>
          <DeleteAccountLink />
          <p className="text-center text-sm text-muted-foreground">
            {say('profile.settings.version', { version: APP_VERSION })}
          </p>
        </main>
      )}
    </WithBottomNav>
  );
}

function SettingsLink({ href, icon, label }: { href: string; icon: React.ReactNode; label: string }) {
  return (
    <Link
      href={href}
      className="flex h-12 items-center gap-3 rounded-xl px-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5"
    >
      {icon}
      <span className="flex-1">{label}</span>
      <ChevronRight aria-hidden className="text-muted-foreground" />
    </Link>
  );
}
