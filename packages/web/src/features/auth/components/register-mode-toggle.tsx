import { Building2Icon, TicketIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const MODES = [
  { invitation: false, label: 'Créer un établissement', Icon: Building2Icon },
  { invitation: true, label: "J'ai un code d'invitation", Icon: TicketIcon },
] as const;

type RegisterModeToggleProps = { invitationMode: boolean; onChange: (invitationMode: boolean) => void };

/** Spec 000 §2 /register: two toggle buttons (aria-pressed) choosing how the account is created. */
export const RegisterModeToggle = ({ invitationMode, onChange }: RegisterModeToggleProps) => (
  // biome-ignore lint/a11y/useSemanticElements: a toggle-button group, not a form section: a fieldset would need a legend the spec does not show.
  <div
    role="group"
    aria-label="Type d'inscription"
    className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
  >
    {MODES.map(({ invitation, label, Icon }) => {
      const pressed = invitation === invitationMode;
      return (
        <button
          key={label}
          type="button"
          aria-pressed={pressed}
          onClick={() => onChange(invitation)}
          className={cn(
            'flex min-h-10 items-center justify-center gap-2 rounded-md px-2 py-2 text-center text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            pressed ? 'bg-background text-primary shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon aria-hidden className="size-4 shrink-0" />
          <span>{label}</span>
        </button>
      );
    })}
  </div>
);
