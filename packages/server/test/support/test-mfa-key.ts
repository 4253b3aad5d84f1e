/** The tests' key for the TOTP secrets (MFA_ENCRYPTION_KEY): 32 bytes in base64. */
export const TEST_MFA_KEY = Buffer.alloc(32, 7).toString('base64');
