import type { LocalizedText } from '../common/locale.ts';
/** Wordings of the sign-in lockout (code 10310) by what waits: one address at one account, one address, one account. */
export const lockoutMessages = {
  /** This address guessed this account too often; the owner elsewhere is not held up. */
  pair: {
    zh_CN: '此网络地址登录该账号的密码错误次数过多，请{0}分钟后再试或联系管理员解锁',
    zh_TW: '此網路位址登入該帳號的密碼錯誤次數過多，請{0}分鐘後再試或聯絡管理員解鎖',
    en: 'Too many wrong passwords for this account from this network address: try again in {0} min, or ask an administrator to unlock it',
    de: 'Zu viele falsche Passwörter für dieses Konto von dieser Netzwerkadresse: Versuchen Sie es in {0} Min. erneut oder bitten Sie einen Administrator, es zu entsperren',
    vi: 'Quá nhiều lần sai mật khẩu cho tài khoản này từ địa chỉ mạng này: hãy thử lại sau {0} phút, hoặc nhờ quản trị viên mở khóa',
    pt_BR: 'Senhas erradas demais para esta conta a partir deste endereço de rede: tente novamente em {0} min ou peça a um administrador para desbloqueá-la',
  },
  /** This address guessed too often over many accounts. */
  address: {
    zh_CN: '此网络地址的密码错误次数过多，请{0}分钟后再试或联系管理员解锁',
    zh_TW: '此網路位址的密碼錯誤次數過多，請{0}分鐘後再試或聯絡管理員解鎖',
    en: 'Too many wrong passwords from this network address: try again in {0} min, or ask an administrator to unlock the account',
    de: 'Zu viele falsche Passwörter von dieser Netzwerkadresse: Versuchen Sie es in {0} Min. erneut oder bitten Sie einen Administrator, das Konto zu entsperren',
    vi: 'Quá nhiều lần sai mật khẩu từ địa chỉ mạng này: hãy thử lại sau {0} phút, hoặc nhờ quản trị viên mở khóa tài khoản',
    pt_BR: 'Senhas erradas demais a partir deste endereço de rede: tente novamente em {0} min ou peça a um administrador para desbloquear a conta',
  },
  /** Wrong passwords for this account from several addresses: a short wait for everyone, never a long lock. */
  account: {
    zh_CN: '该账号近期在多个网络地址输错密码，请等待{0}分钟后换一个新验证码再试',
    zh_TW: '該帳號近期在多個網路位址輸錯密碼，請等待{0}分鐘後換一個新驗證碼再試',
    en: 'This account had wrong passwords from several network addresses: wait {0} min, then try again with a new captcha',
    de: 'Für dieses Konto gab es falsche Passwörter von mehreren Netzwerkadressen: Warten Sie {0} Min. und versuchen Sie es dann mit einem neuen Captcha erneut',
    vi: 'Tài khoản này bị nhập sai mật khẩu từ nhiều địa chỉ mạng: hãy đợi {0} phút rồi thử lại với captcha mới',
    pt_BR: 'Esta conta teve senhas erradas vindas de vários endereços de rede: aguarde {0} min e tente de novo com um novo captcha',
  },
} as const satisfies Record<string, LocalizedText>;
