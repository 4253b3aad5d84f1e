import { secretFromBase32, TOTP_PERIOD_SECONDS, totpCode, totpStep } from '../auth/mfa/totp';
import { usageError } from './cli-error';
import { DEMO_PREPARATOR_EMAIL, DEMO_TOTP_SECRET } from './demo-second-factor';

const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * `demo-totp`: the demo préparateur's current code, computed from the secret the
 * README prints, as an authenticator app would. It opens no database (so it works while the server
 * runs) and knows no other secret than the demo's: it can give nobody else's code.
 */
export const demoTotpCommand = async (args: string[], now = new Date()): Promise<void> => {
  if (args.length > 0) throw usageError(`demo-totp ne prend aucun argument (reçu : ${args.join(' ')}).`);
  const secret = secretFromBase32(DEMO_TOTP_SECRET);
  const step = totpStep(now);
  const left = TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
  console.log(
    [
      `Code du compte de démonstration ${DEMO_PREPARATOR_EMAIL} : ${spaced(totpCode(secret, step))}`,
      `  valable encore ${left} s (puis ${spaced(totpCode(secret, step + 1))}) ; chaque code ne sert qu'une fois.`,
    ].join('\n'),
  );
};
