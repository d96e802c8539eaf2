import { Logo } from '@/components/logo';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n';

/**
 * The cup: Telve's logo turning while a swirl runs or the reading is being made (standing still
 * under reduced motion, where a gentle glow shows activity instead), with the counter below.
 */
export function SwirlCup({ active, status }: { active: boolean; status: string }) {
  const say = useT();
  return (
    <div className="flex flex-col items-center gap-5">
      <div
        className={cn(
          'grid size-36 place-items-center rounded-full bg-secondary/60 transition-shadow duration-500',
          active && 'shadow-lift motion-reduce:ring-4 motion-reduce:ring-accent/60',
        )}
      >
        <Logo
          className={cn('size-28', active && 'motion-safe:animate-[spin_2s_ease-in-out_infinite]')}
          label={say('reading.swirl.cup')}
        />
      </div>
      <p role="status" aria-live="polite" className="min-h-8 font-display text-2xl font-semibold">
        {status}
      </p>
    </div>
  );
}
