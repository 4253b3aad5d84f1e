import { paths } from '@/config/paths';
import { navigateOutsideReact } from './session-end';

/**
 * An API call was refused because this session has not reached the level its person
 * needs (a manager required a second factor meanwhile, a factor was removed on another device). The
 * app goes to the second factor's step, which shows the enrolment or asks the code. Not awaited: the
 * caller gets its error now.
 */
export const goToSecondFactorStep = () => {
  if (window.location.pathname !== paths.twoFactor) void navigateOutsideReact(paths.twoFactor);
};
