import { Share, SquarePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { T } from '@/lib/i18n';
import { browserFacts, type InstallWay, installWay, rememberCoachingDone, shouldCoach } from '@/lib/install-coaching';
import { heldInstallPrompt, onInstallPromptChange, releaseInstallPrompt } from '@/lib/install-prompt';

/** The way to offer now, or null; follows Chromium's offer arriving or being used. */
function useInstallWay(): InstallWay | null {
  const [way, setWay] = useState<InstallWay | null>(null);
  useEffect(() => {
    const decide = () => {
      const next = installWay(browserFacts(heldInstallPrompt() !== undefined));
      setWay(shouldCoach(next) ? next : null);
    };
    decide();
    return onInstallPromptChange(decide);
  }, []);
  return way;
}

/**
 * After a reading, a calm offer to keep Telve on the home screen: on iOS Safari how to do it (Share,
 * then Add to Home Screen), on Chromium the browser's own prompt. Shown at the end of the page, so
 * nothing moves; gone for good once she says no or installs.
 */
export function InstallCoaching() {
  const way = useInstallWay();
  const [closed, setClosed] = useState(false);
  const headingId = useId();
  if (way === null || closed) return null;

  const done = () => {
    rememberCoachingDone();
    setClosed(true);
  };
  const install = async () => {
    const prompt = heldInstallPrompt();
    if (!prompt) return done();
    releaseInstallPrompt();
    await prompt.prompt();
    await prompt.userChoice.catch(() => undefined);
    done();
  };

  return (
    <Card role="region" aria-labelledby={headingId} data-install-coaching={way}>
      <CardContent className="flex flex-col gap-3 pt-5 sm:pt-6">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          <T id="install.title" />
        </h2>
        {way === 'ios' ? (
          <ol className="flex flex-col gap-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Share className="size-4 shrink-0 text-gold" aria-hidden />
              <span>
                <T id="install.ios.share" components={{ 0: <strong className="font-semibold text-foreground" /> }} />
              </span>
            </li>
            <li className="flex items-center gap-2">
              <SquarePlus className="size-4 shrink-0 text-gold" aria-hidden />
              <span>
                <T id="install.ios.add" components={{ 0: <strong className="font-semibold text-foreground" /> }} />
              </span>
            </li>
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">
            <T id="install.prompt" />
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {way === 'prompt' ? (
            <>
              <Button size="sm" onClick={() => void install()}>
                <T id="install.add" />
              </Button>
              <Button size="sm" variant="ghost" onClick={done}>
                <T id="install.notNow" />
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline" onClick={done}>
              <T id="install.gotIt" />
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
