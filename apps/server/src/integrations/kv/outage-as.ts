import { ErrorCode } from '@vox/contracts';
import { AppError, type Localized } from '../../lib/app-error.ts';
import { KeyValueStoreUnavailableError, type KeyValueStore } from './kv-store.ts';

/** What a user is told is unavailable while the store (Redis) does not answer. */
export const KV_SERVICE_NAMES = {
  captcha: { zh_CN: '验证码服务', zh_TW: '驗證碼服務', en: 'The captcha service', de: 'Der Captcha-Dienst', vi: 'Dịch vụ captcha', pt_BR: 'O serviço de captcha' },
  smsCode: { zh_CN: '短信验证码服务', zh_TW: '簡訊驗證碼服務', en: 'The SMS code service', de: 'Der SMS-Code-Dienst', vi: 'Dịch vụ mã SMS', pt_BR: 'O serviço de código SMS' },
  activationCode: { zh_CN: '激活码服务', zh_TW: '啟用碼服務', en: 'The activation code service', de: 'Der Aktivierungscode-Dienst', vi: 'Dịch vụ mã kích hoạt', pt_BR: 'O serviço de código de ativação' },
  /** Any other use of the store (one-time links, counters). */
  shortLivedData: { zh_CN: '临时数据服务（Redis）', zh_TW: '暫存資料服務（Redis）', en: 'The short-lived data store (Redis)', de: 'Der Kurzzeit-Datenspeicher (Redis)', vi: 'Kho dữ liệu tạm thời (Redis)', pt_BR: 'O armazenamento de dados temporários (Redis)' },
} satisfies Record<string, Localized>;

/** The store, an outage of which the user is told about as `service` being unavailable (a localised 503). */
export function outageAs(kv: KeyValueStore, service: Localized): KeyValueStore {
  const named = async <T>(pending: Promise<T>): Promise<T> => {
    try {
      return await pending;
    } catch (error) {
      throw error instanceof KeyValueStoreUnavailableError ? new AppError(ErrorCode.KV_UNAVAILABLE, [service]) : error;
    }
  };
  return {
    get: (key) => named(kv.get(key)),
    set: (key, value, ttlSeconds) => named(kv.set(key, value, ttlSeconds)),
    setIfAbsent: (key, value, ttlSeconds) => named(kv.setIfAbsent(key, value, ttlSeconds)),
    delete: (key) => named(kv.delete(key)),
    take: (key) => named(kv.take(key)),
    deleteIfEquals: (key, value) => named(kv.deleteIfEquals(key, value)),
    increment: (key, ttlSeconds) => named(kv.increment(key, ttlSeconds)),
    purgeExpired: () => named(kv.purgeExpired()),
  };
}
