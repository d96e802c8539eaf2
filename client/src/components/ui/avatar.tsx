import { UserRound } from 'lucide-react';
import * as React from 'react';
import { cn } from './cn';

const fallbackClasses = 'flex size-full items-center justify-center font-medium';
const sizes = { sm: 'size-8', md: 'size-11', lg: 'size-16', xl: 'size-24' } as const;

type AvatarProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  src?: string | null;
  /** Accessible name (e.g. the person's name); empty string marks the avatar decorative. */
  alt: string;
  size?: keyof typeof sizes;
  /** Shown instead of the user icon when there is no image (e.g. initials). */
  fallback?: React.ReactNode;
};

/** Round profile picture; falls back to `fallback` or a user icon when src is missing or fails to load. */
export function Avatar({ src, alt, size = 'md', fallback, className, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const fallbackContent = fallback ?? <UserRound aria-hidden="true" className="size-3/5" />;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-secondary text-secondary-foreground ring-2 ring-card',
        sizes[size],
        className,
      )}
      {...props}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={alt}
          className="size-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : alt ? (
        <span role="img" aria-label={alt} className={fallbackClasses}>
          {fallbackContent}
        </span>
      ) : (
        <span aria-hidden="true" className={fallbackClasses}>
          {fallbackContent}
        </span>
      )}
    </span>
  );
}
