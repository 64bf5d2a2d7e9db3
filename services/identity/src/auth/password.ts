import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP-level memory and time cost). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
