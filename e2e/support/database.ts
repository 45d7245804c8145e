// Reads what a person would read off their own screen or phone: the captcha they see, the SMS they get.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';

/** The answer of the newest captcha the console issued (the one the page shows). */
export function latestCaptchaAnswer(dataDir: string): string {
  const db = new DatabaseSync(join(dataDir, 'vox.db'), { readOnly: true });
  try {
    const row = db
      .prepare("SELECT value FROM kv WHERE key LIKE 'captcha:%' ORDER BY expires_at DESC LIMIT 1")
      .get() as { value: string } | undefined;
    if (!row) throw new Error('no captcha has been issued');
    return row.value;
  } finally {
    db.close();
  }
}
