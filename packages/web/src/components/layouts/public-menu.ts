// The public header's phone menu, opened by the app (public-layout.tsx) and by the static landing
// page's script (app/prerendered/landing-script.ts): one id, one wording.
export const PUBLIC_MENU_ID = 'menu-mobile';

export const publicMenuButtonLabel = (open: boolean) => (open ? 'Fermer le menu' : 'Ouvrir le menu');
