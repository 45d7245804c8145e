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

/** A server parameter, as the device server's operator copies it from the console's params. */
export function paramValue(dataDir: string, code: string): string {
  const db = new DatabaseSync(join(dataDir, 'vox.db'), { readOnly: true });
  try {
    const row = db.prepare('SELECT param_value FROM sys_params WHERE param_code = ?').get(code) as { param_value: string } | undefined;
    if (!row) throw new Error(`no param ${code}`);
    return row.param_value;
  } finally {
    db.close();
  }
}
