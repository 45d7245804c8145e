import bcrypt from 'bcryptjs';

/**
 * Cost 10 keeps upstream's BCrypt hashes ($2a$10$…) verifiable and new ones compatible. BCRYPT_COST
 * lowers it where speed matters more than strength (the test suite hashes hundreds of passwords).
 */
const COST = Math.min(14, Math.max(4, Number(process.env.BCRYPT_COST) || 10));
/** Compared against when the user does not exist, so both paths take the same time. */
const DUMMY_HASH = '$2b$10$8oXN0RmD1LarVko.7H2rauyq.duc/arQUoUdz1bW14qBj7JqvKAyC';

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, COST);
}

export function verifyPassword(plain: string, hash: string | undefined): Promise<boolean> {
  return bcrypt.compare(plain, hash ?? DUMMY_HASH);
}
