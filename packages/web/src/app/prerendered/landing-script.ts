import { PUBLIC_MENU_ID, publicMenuButtonLabel } from '@/components/layouts/public-menu';
import { FIGURES_IN_VIEW_THRESHOLD, runCountUp } from '@/features/marketing/count-up';
import { mayHoldStoredSession } from '@/lib/stored-session';

// Decision 73: the script of the static landing page (landing.html), a few hundred bytes instead of
// the app. Run in the page's head, before its body is read. A browser that may hold a session gets
// the app at once, which draws the same page with « Mon espace Conque » in its header; meanwhile the
// static page's « Connexion » and « Inscription » are hidden (landing.html's style). Any other
// visitor keeps the static page, whose links load the app's pages; this script gives it what the
// app would: the phone menu, the counters, the year.

const appEntry = document.querySelector<HTMLMetaElement>('meta[name="conque-app"]')?.content;

const wirePhoneMenu = () => {
  const button = document.querySelector<HTMLButtonElement>(`[aria-controls="${PUBLIC_MENU_ID}"]`);
  const menu = document.getElementById(PUBLIC_MENU_ID);
  if (!button || !menu) return;
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', publicMenuButtonLabel(open));
  };
  button.addEventListener('click', () => setOpen(menu.hidden === true));
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') setOpen(false);
  });
};

/** Spec 000 §2 "Nos chiffres": the counters start together, once, when the list comes into view. */
const countFiguresWhenSeen = () => {
  const counters = [...document.querySelectorAll<HTMLElement>('[data-count-up]')];
  const list = counters[0]?.closest('dl');
  if (!list) return;
  const start = () => {
    for (const counter of counters) {
      const suffix = counter.dataset.suffix ?? '';
      runCountUp(Number(counter.dataset.countUp), (value) => {
        counter.textContent = `${value}${suffix}`;
      });
    }
  };
  if (typeof IntersectionObserver === 'undefined') return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { threshold: FIGURES_IN_VIEW_THRESHOLD },
  );
  observer.observe(list);
};

const showCurrentYear = () => {
  for (const element of document.querySelectorAll('[data-current-year]'))
    element.textContent = String(new Date().getFullYear());
};

if (appEntry && mayHoldStoredSession()) {
  document.documentElement.dataset.storedSession = '';
  const app = document.createElement('script');
  app.type = 'module';
  app.src = appEntry;
  document.head.append(app);
} else {
  document.addEventListener('DOMContentLoaded', () => {
    wirePhoneMenu();
    countFiguresWhenSeen();
    showCurrentYear();
  });
}
