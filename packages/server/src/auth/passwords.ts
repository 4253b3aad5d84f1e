import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP's recommendation; 30-50 ms a hash here).
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (encoded: string, password: string): Promise<boolean> => {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
};
