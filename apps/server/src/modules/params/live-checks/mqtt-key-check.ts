import { ErrorCode } from '@vox/contracts';
import { AppError } from '../../../lib/app-error.ts';

const WEAK_PARTS = ['test', '1234', 'admin', 'password', 'qwerty', 'xiaozhi'];

/** `server.mqtt_signature_key` signs device MQTT passwords: at least 8 characters, mixed case, no common words. */
export function checkMqttSignatureKey(value: string): void {
  const key = value.trim();
  if (key.length < 8) throw new AppError(ErrorCode.MQTT_KEY_TOO_SHORT);
  if (!/[a-z]/.test(key) || !/[A-Z]/.test(key)) throw new AppError(ErrorCode.MQTT_KEY_CASE);
  const weak = WEAK_PARTS.find((part) => key.toLowerCase().includes(part));
  if (weak) throw new AppError(ErrorCode.MQTT_KEY_WEAK, [weak]);
}
