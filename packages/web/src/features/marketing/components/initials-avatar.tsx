import { useId } from 'react';

type InitialsAvatarProps = { name: string; hue: number; className?: string };

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * A testimonial's picture drawn inline (no image file, nothing loaded from the internet):
 * the person's initials on a soft gradient. `hue` is an OKLCH hue angle.
 */
export const InitialsAvatar = ({ name, hue, className }: InitialsAvatarProps) => {
  // useId's characters are not all valid inside url(#…).
  const gradientId = `avatar-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={`Portrait de ${name}`} className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor={`oklch(0.62 0.09 ${hue})`} />
          <stop offset="100%" stopColor={`oklch(0.42 0.08 ${hue})`} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradientId})`} />
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        fill="white"
        fontSize="22"
        fontWeight="600"
        fontFamily="inherit"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
};
