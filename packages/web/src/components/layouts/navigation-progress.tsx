import { useNavigation } from 'react-router';

/**
 * While the next page's chunk loads (decision 56), the current page stays and a thin bar runs along
 * the top of the window: fixed, over the page, so nothing moves. Screen readers hear about the new
 * page when it comes, not about its loading.
 */
export const NavigationProgress = () => {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-[navigation-progress_1s_ease-in-out_infinite] bg-primary motion-reduce:animate-none" />
    </div>
  );
};
