import { Spinner } from '@/components/ui/spinner';

/** The dashboard's one waiting screen: its chunk, the session, then the profile. */
export const FullPageSpinner = () => (
  <div className="grid min-h-dvh place-items-center">
    <Spinner className="size-8 text-primary" />
  </div>
);
