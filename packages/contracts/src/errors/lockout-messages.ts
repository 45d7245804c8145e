/** Wordings of the sign-in lockout (code 10310) by what waits: one address at one account, one address, one account. */
export const lockoutMessages = {
  /** This address guessed this account too often; the owner elsewhere is not held up. */
  pair: {
    zh_CN: '此网络地址登录该账号的密码错误次数过多，请{0}分钟后再试或联系管理员解锁',
    zh_TW: '此網路位址登入該帳號的密碼錯誤次數過多，請{0}分鐘後再試或聯絡管理員解鎖',
    en: 'Too many wrong passwords for this account from this network address: try again in {0} min, or ask an administrator to unlock it',
  },
  /** This address guessed too often over many accounts. */
  address: {
    zh_CN: '此网络地址的密码错误次数过多，请{0}分钟后再试或联系管理员解锁',
    zh_TW: '此網路位址的密碼錯誤次數過多，請{0}分鐘後再試或聯絡管理員解鎖',
    en: 'Too many wrong passwords from this network address: try again in {0} min, or ask an administrator to unlock the account',
  },
  /** Wrong passwords for this account from several addresses: a short wait for everyone, never a long lock. */
  account: {
    zh_CN: '该账号近期在多个网络地址输错密码，请等待{0}分钟后换一个新验证码再试',
    zh_TW: '該帳號近期在多個網路位址輸錯密碼，請等待{0}分鐘後換一個新驗證碼再試',
    en: 'This account had wrong passwords from several network addresses: wait {0} min, then try again with a new captcha',
  },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;
